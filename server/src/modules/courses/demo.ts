import type { Tx } from '../../plugins/platform/database';
import { cartConfigurations, courses, holes, openingHours } from './tables';

// A classic par-72 parkland layout: what a demo club shows on its first start.
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const LENGTHS = [
  365, 388, 162, 478, 402, 344, 178, 371, 502, 392, 155, 410, 489, 356, 380, 190, 515, 418,
];
const STROKE_INDEX = [7, 3, 15, 11, 1, 13, 17, 5, 9, 4, 16, 2, 12, 10, 6, 18, 8, 14];

/**
 * The demo club's course: 18 holes, open every day 07:00–20:00 with tee times 07:00–17:00, carts.
 * Answers the course's id (the demo week books it).
 */
export async function seedDemoCourse(tx: Tx, organizationId: number): Promise<number> {
  const [course] = await tx
    .insert(courses)
    .values({
      organization_id: organizationId,
      name: 'Championship Course',
      description: 'Parkland, 18 holes, par 72.',
      holes_count: 18,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  await tx.insert(holes).values(
    PARS.map((par, i) => ({
      organization_id: organizationId,
      course_id: courseId,
      hole_number: i + 1,
      par,
      length_meters: LENGTHS[i]!,
      stroke_index: STROKE_INDEX[i]!,
    })),
  );
  await tx.insert(openingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      organization_id: organizationId,
      course_id: courseId,
      day_of_week: day,
      is_open: true,
      open_time: '07:00',
      close_time: '20:00',
      first_tee_time: '07:00',
      last_tee_time: '17:00',
    })),
  );
  await tx.insert(cartConfigurations).values({
    organization_id: organizationId,
    fleet_size: 30,
    max_riders_per_cart: 2,
    price_per_round: '35.00',
    price_per_nine: '20.00',
    path_only: false,
  });
  return courseId;
}
