export function deployedSiteUrlProblem(siteUrl: string | undefined): string | null;
