import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { FLASH_COOKIE, readFlash } from '@/lib/http/flash';

/**
 * Reads a flash cookie the way a page's getServerSideProps does (Next hands it the request's cookies parsed), with
 * the Set-Cookie lines it answers. The flash comes back as JSON, as the page's props do.
 */
export async function pageFlash(cookie: string) {
  const setCookie: string[] = [];
  const req = Object.assign(new IncomingMessage(new Socket()), { cookies: { [FLASH_COOKIE]: cookie } });
  const res = { appendHeader: (_name: string, value: string) => setCookie.push(value) } as unknown as ServerResponse;
  const flash: unknown = await readFlash({ req, res });
  return { flash: JSON.parse(JSON.stringify(flash)), setCookie };
}
