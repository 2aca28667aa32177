/** Offers `blob` as a file download named `name` (an object URL on a link, clicked, then released). */
export function downloadFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Released later: the browser reads the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
