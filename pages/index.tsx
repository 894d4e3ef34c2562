export default function Home() { return <main><h1>Bulk Nutrients</h1></main>; }
