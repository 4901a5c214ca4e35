// `<input type="datetime-local">` text ↔ Unix seconds, in the browser's time zone; '' is no time.

export function toLocalInput(s: number | null): string {
  if (s === null) return '';
  const d = new Date(s * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function fromLocalInput(v: string): number | null {
  return v ? Math.floor(new Date(v).getTime() / 1000) : null;
}
