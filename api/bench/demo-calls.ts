/**
 * The read calls a day at the desk repeats most, on the demo data: the owner's profile, then the club with the most
 * bookings on its tee sheet today, its staff list, the first page of its customers, the day's reservations and
 * the day's tee sheet; then the tee sheet and reservations again as the demo employee, whose guard reads their
 * membership and role (an owner's does not). Shared by the load run (`bench.ts`) and the cost breakdown
 * (`request-costs.ts`).
 */

export interface DemoCall {
  title: string;
  /** Under the API's base path, e.g. `/users`. */
  path: string;
  token: string;
}

type Get = (path: string, token: string) => Promise<{ status: number; body: unknown }>;

interface TeeSheet {
  date: string;
  courses: { teeTimes: { reservations: unknown[] }[] }[];
}

const bookingsOn = (sheet: TeeSheet) =>
  sheet.courses.reduce(
    (sum, course) => sum + course.teeTimes.reduce((n, teeTime) => n + teeTime.reservations.length, 0),
    0,
  );

export async function demoCalls(get: Get, signIn: (email: string) => Promise<string>): Promise<DemoCall[]> {
  const result = async <T>(path: string, token: string) => {
    const { status, body } = await get(path, token);
    if (status !== 200) throw new Error(`GET ${path}: ${status} ${JSON.stringify(body)}`);
    return (body as { result: T }).result;
  };
  const owner = await signIn("owner@example.com");
  const clubs = await result<{ list: { clubId: string }[] }>("/clubs", owner);
  let busiest: { clubId: string; date: string; bookings: number } | undefined;
  for (const { clubId } of clubs.list) {
    const sheet = await result<TeeSheet>(`/clubs/${clubId}/tee-sheet`, owner);
    if (!busiest || bookingsOn(sheet) > busiest.bookings)
      busiest = { clubId, date: sheet.date, bookings: bookingsOn(sheet) };
  }
  if (!busiest) throw new Error("the demo owner has no club");
  const { clubId, date } = busiest;
  const club = `/clubs/${clubId}`;
  const calls: DemoCall[] = [
    { title: "GET /users", path: "/users", token: owner },
    { title: "staff list", path: `${club}/staff`, token: owner },
    { title: "customers, first page", path: `${club}/customers`, token: owner },
    { title: `reservations of ${date}`, path: `${club}/reservations?from=${date}&to=${date}`, token: owner },
    {
      title: `tee sheet of ${date} (${busiest.bookings} bookings)`,
      path: `${club}/tee-sheet?date=${date}`,
      token: owner,
    },
  ];
  const employee = await signIn("staff@example.com");
  for (const call of calls.slice(3)) {
    const { status } = await get(call.path, employee);
    if (status === 200)
      calls.push({ ...call, title: `${call.title.split(" (")[0]}, as employee`, token: employee });
  }
  return calls;
}
