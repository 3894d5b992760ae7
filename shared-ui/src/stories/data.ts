/** Sample data for the stories: a small golf club. */
export type Booking = {
  id: string;
  date: string;
  time: string;
  player: string;
  course: string;
  players: number;
  fee: number;
  status: 'Confirmed' | 'Pending' | 'Cancelled';
};

const names = [
  'Ann Baker',
  'Bo Lindqvist',
  'Chiara Rossi',
  'Dev Patel',
  'Émile Laurent',
  'Fatima Zahra',
  'Gus O’Neill',
  'Hana Sato',
  'Ivo "Birdie" Novak',
  'Jo Smith, Jr.',
];

export const bookings: Booking[] = Array.from({ length: 37 }, (_, i) => ({
  id: `b${i + 1}`,
  date: `2025-06-${String((i % 28) + 1).padStart(2, '0')}`,
  time: `${String(7 + (i % 11)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '10'}`,
  player: names[i % names.length]!,
  course: i % 3 === 0 ? 'New Course' : 'Old Course',
  players: (i % 4) + 1,
  fee: ((i % 4) + 1) * 45 + (i % 3 === 0 ? 10 : 0),
  status: i % 7 === 0 ? 'Cancelled' : i % 5 === 0 ? 'Pending' : 'Confirmed',
}));

export const roundsPerDay = [
  { label: 'Mon', value: 42 },
  { label: 'Tue', value: 38 },
  { label: 'Wed', value: 55 },
  { label: 'Thu', value: 61 },
  { label: 'Fri', value: 87 },
  { label: 'Sat', value: 142 },
  { label: 'Sun', value: 128 },
];
