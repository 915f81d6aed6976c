import type { InquiriesTable } from '../db/schema';
import { torontoDayRange, torontoMonthRange } from '../../contract/torontoTime';
import { INQUIRY_TOPICS, NOTES, PEOPLE } from './data';
import { mulberry32, pick, type Random } from './random';

type Status = InquiriesTable['status'];

export interface DemoInquiry {
  name: string;
  email: string;
  phone: string | null;
  title: string;
  message: string;
  status: Status;
  notes: string | null;
  /** Title of the seeded service it is about, if any. */
  service: string | null;
  created_at: string;
  updated_at: string;
}

/** Status mixes: recent inquiries are mostly open, older ones mostly handled. */
const MIX: Record<'thisMonth' | 'lastMonth' | 'older', [Status, number][]> = {
  thisMonth: [
    ['new', 0.45],
    ['in_progress', 0.35],
    ['completed', 0.15],
    ['cancelled', 0.05],
  ],
  lastMonth: [
    ['new', 0.15],
    ['in_progress', 0.25],
    ['completed', 0.5],
    ['cancelled', 0.1],
  ],
  older: [
    ['new', 0.05],
    ['in_progress', 0.1],
    ['completed', 0.7],
    ['cancelled', 0.15],
  ],
};

function weighted(rand: Random, mix: [Status, number][]): Status {
  let x = rand();
  for (const [status, weight] of mix) {
    if ((x -= weight) < 0) return status;
  }
  return mix[mix.length - 1][0];
}

interface Window {
  from: number;
  to: number;
  count: number;
  mix: [Status, number][] | 'today';
}

export const DEMO_INQUIRY_COUNT = 60;

/**
 * About 60 inquiries over the last six Toronto months: 3 today, 8 earlier this month, 10 last
 * month and 39 in the four months before. The random choices come from a fixed seed, so the
 * statuses, people and topics are the same on every run; only the dates follow the clock.
 */
export function demoInquiries(now: Date = new Date()): DemoInquiry[] {
  const rand = mulberry32(0x5eed_2026);
  const nowMs = now.getTime();
  const today = torontoDayRange(now);
  const todayStart = Date.parse(today.start);
  const month = (offset: number) => {
    const range = torontoMonthRange(offset, now);
    return { from: Date.parse(range.start), to: Date.parse(range.end) };
  };
  const thisMonthStart = month(0).from;
  const windows: Window[] = [
    { from: todayStart, to: nowMs, count: 3, mix: 'today' },
    // On the 1st of a month there is no "earlier this month": those go to today as well.
    { from: thisMonthStart < todayStart ? thisMonthStart : todayStart, to: thisMonthStart < todayStart ? todayStart : nowMs, count: 8, mix: MIX.thisMonth },
    // 11 this month against 10 last month: the dashboard shows a modest growth.
    { ...month(-1), count: 10, mix: MIX.lastMonth },
    { ...month(-2), count: 11, mix: MIX.older },
    { ...month(-3), count: 10, mix: MIX.older },
    { ...month(-4), count: 10, mix: MIX.older },
    { ...month(-5), count: 8, mix: MIX.older },
  ];

  const out: DemoInquiry[] = [];
  for (const window of windows) {
    for (let i = 0; i < window.count; i++) {
      const created = Math.floor((window.from + rand() * (window.to - window.from)) / 1000) * 1000;
      const status: Status = window.mix === 'today' ? 'new' : weighted(rand, window.mix);
      const person = pick(rand, PEOPLE);
      const topic = pick(rand, INQUIRY_TOPICS);
      const handled = status !== 'new';
      const noted = handled && rand() < 0.6;
      const note = pick(rand, NOTES);
      // Handled inquiries were last touched up to three days later (never in the future).
      const updated = handled ? Math.min(nowMs, created + Math.floor(rand() * 3 * 86_400) * 1000) : created;
      out.push({
        name: person.name,
        email: person.email,
        phone: person.phone,
        title: topic.title,
        message: topic.message,
        status,
        notes: noted ? note : null,
        service: topic.service,
        created_at: new Date(created).toISOString(),
        updated_at: new Date(Math.max(created, updated)).toISOString(),
      });
    }
  }
  // Oldest first, so ids grow with time as they would have.
  return out.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
