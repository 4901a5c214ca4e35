const pad = (n: number) => String(n).padStart(2, '0');

/** A message time as chats show it: the clock today, the date before. */
export function chatTime(unixS: number, now: Date = new Date()): string {
  const d = new Date(unixS * 1000);
  const sameDay = d.toDateString() === now.toDateString();
  const clock = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (sameDay) return clock;
  const date = `${d.getMonth() + 1}/${d.getDate()}`;
  return d.getFullYear() === now.getFullYear() ? `${date} ${clock}` : `${d.getFullYear()}/${date}`;
}
