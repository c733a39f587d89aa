/**
 * Hands a fetched file to the browser as a download: the file routes need the bearer token, so no plain link does.
 * The object URL lives on a little while, as some browsers read it after the click returns.
 */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
