// Every number, date and time on the site goes through these Intl formatters with the Dutch
// locale (docs/spec.md section 1): dd-MM-y, HH:mm, decimal comma, euro sign, weeks from Monday.
export const LOCALE = 'nl-NL';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayFormat = new Intl.DateTimeFormat(LOCALE, { weekday: 'long' });
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percentFormat = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
});
const euroFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });

function toDate(value: Date | string): Date {
  // The API writes local date-times without a zone ('2026-08-15T14:30:00'): read them as local.
  return typeof value === 'string' ? new Date(value) : value;
}

export const formatDate = (value: Date | string): string => dateFormat.format(toDate(value));
export const formatTime = (value: Date | string): string => timeFormat.format(toDate(value));
export const formatWeekday = (value: Date | string): string => weekdayFormat.format(toDate(value));
/** Points and counts; a fractional score is rounded. */
export const formatNumber = (value: number): string => integerFormat.format(value);
/** averageScore and other averages: always one decimal (docs/spec.md section 9). */
export const formatOneDecimal = (value: number): string => oneDecimalFormat.format(value);
/** A share 0..1 as a percentage. */
export const formatPercent = (share: number): string => percentFormat.format(share);
export const formatEuro = (amount: number): string => euroFormat.format(amount);

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** 1 = Monday ... 7 = Sunday, from the locale's own week data (Monday for nl). */
export function firstDayOfWeek(): number {
  const locale = new Intl.Locale(LOCALE) as LocaleWithWeek;
  return (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? 1;
}
