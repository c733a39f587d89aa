/**
 * Headers of every file the API sends (PDFs, CSV exports, uploaded certificates): always a download under a safe
 * name, never sniffed, never rendered or run as a page of the API's origin, and never kept by a shared cache.
 */
export function attachmentHeaders(filename: string, contentType: string) {
  const fallback = filename.replace(/[^\w.-]/g, "_");
  // RFC 5987 value: encodeURIComponent leaves ' ( ) * as they are, which that syntax does not allow.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
  };
}
