/** The query parameter a seat's QR code carries its code in. */
const PARAM = 'code';

/** The address a seat's QR code opens: the table view, which takes the seat with the code and drops it from the address. */
export function seatLink(origin: string, table: string, code: string): string {
  const url = new URL(`/table/${encodeURIComponent(table)}`, origin);
  url.searchParams.set(PARAM, code);
  return url.toString();
}

/** The seat code an address brings (a scanned QR code), and the address without it, so it stays out of the history. */
export function codeFromAddress(href: string): { code: string; rest: string } | null {
  const url = new URL(href);
  const code = url.searchParams.get(PARAM)?.trim();
  if (!code) return null;
  url.searchParams.delete(PARAM);
  return { code, rest: `${url.pathname}${url.search}${url.hash}` };
}
