// The date (and time, when there is one) a bank's text gives, in Indian time (IST, UTC+5:30):
// 28-11-26, 28/11/2026, 28Nov26, 28-NOV-2026, 19AUG2024 11:45:30, 2026-09-28:20:11:05, 06:33 PM.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const NUMERIC = /\b(\d{1,2})[-/](\d{1,2})[-/](\d{4}|\d{2})\b/g;
const NAMED = /\b(\d{1,2})[-\s]?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}[-\s,]*(\d{4}|\d{2})\b/gi;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const TIME = /^[\s,:(]*(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*(am|pm)\b)?/i;

export interface SmsMoment {
  /** The instant: the day's midnight IST when the text gives no time. */
  at: Date;
  hasTime: boolean;
}

interface DayFound {
  index: number;
  end: number;
  year: number;
  month: number;
  day: number;
}

function fullYear(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

function daysFound(text: string): DayFound[] {
  const days: DayFound[] = [];
  const add = (match: RegExpMatchArray, year: number, month: number, day: number) =>
    days.push({ index: match.index ?? 0, end: (match.index ?? 0) + match[0].length, year, month, day });
  for (const m of text.matchAll(NUMERIC)) add(m, fullYear(m[3]), Number(m[2]), Number(m[1]));
  for (const m of text.matchAll(NAMED)) add(m, fullYear(m[3]), MONTHS.indexOf(m[2].toLowerCase()) + 1, Number(m[1]));
  for (const m of text.matchAll(ISO)) add(m, Number(m[1]), Number(m[2]), Number(m[3]));
  return days.sort((a, b) => a.index - b.index);
}

function isRealDay({ year, month, day }: DayFound): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function hourOf(clock: string, half: string | undefined): number | null {
  const hour = Number(clock);
  if (!half) return hour <= 23 ? hour : null;
  if (hour < 1 || hour > 12) return null;
  return (hour % 12) + (half.toLowerCase() === "pm" ? 12 : 0);
}

/** The first real date in the text, with the time that follows it if one does. */
export function findSmsMoment(text: string): SmsMoment | null {
  const found = daysFound(text).find(isRealDay);
  if (!found) return null;
  const clock = TIME.exec(text.slice(found.end));
  const hour = clock ? hourOf(clock[1], clock[4]) : null;
  const minute = clock ? Number(clock[2]) : 0;
  const second = clock?.[3] ? Number(clock[3]) : 0;
  const hasTime = hour !== null && minute <= 59 && second <= 59;
  const utc = Date.UTC(found.year, found.month - 1, found.day, hasTime ? hour : 0, hasTime ? minute : 0, hasTime ? second : 0);
  return { at: new Date(utc - IST_OFFSET_MS), hasTime };
}

/** The IST calendar day of an instant, as "YYYY-MM-DD". */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
