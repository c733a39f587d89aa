import { screen, waitFor } from "@testing-library/react";
import { renderScreen } from "test-kit/render-screen";
import { usePlatform } from "../remote/platform-context";
import { sharedKeys } from "./shared-keys";
import {
  clubNameQuery,
  clubQuery,
  clubsQuery,
  myRoleQuery,
  permissionsQuery,
  useClub,
  useClubName,
  useClubs,
  useClubTimeZone,
  useMyRole,
  usePermissions,
  userQuery,
  useUser,
} from "./shared-reads";

const ok = (result: unknown) => ({ status: 200, data: { result } });
const clubId = "64b7f0c2a1b2c3d4e5f60718";
const clubList = {
  list: [
    {
      clubId,
      clubImage: null,
      clubName: "Seoul Hills",
      clubCity: "Seoul",
      clubCountry: "KR",
      userRole: "owner",
    },
    {
      clubId: "c2",
      clubImage: null,
      clubName: "Hanoi Lakes",
      clubCity: "Hanoi",
      clubCountry: "VN",
      userRole: "staff",
    },
  ],
  more: false,
};
const user = {
  userName: { firstName: "Minjun", lastName: "Kim" },
  email: "owner@example.com",
  country: "KR",
  isBusinessOwner: true,
  isAdmin: false,
};

function ClubViews() {
  const cards = useClubs();
  const owned = useClubs(
    {},
    { select: ({ list }) => list.filter((club) => club.userRole === "owner").length },
  );
  return (
    <p>
      {cards.data?.list.length ?? "…"} cards, {owned.data ?? "…"} owned, more: {String(cards.data?.more)}
    </p>
  );
}

function ClubSearch() {
  return <p>{useClubs({ q: "Hanoi" }).data?.list.length ?? "…"} found</p>;
}

function UserViews() {
  const name = useUser({ select: (u) => `${u.userName.firstName} ${u.userName.lastName}` });
  const record = useUser();
  return (
    <p>
      {name.data ?? "…"} / {record.data?.email ?? "…"}
    </p>
  );
}

function PermissionsGate({ enabled }: { enabled: boolean }) {
  const permissions = usePermissions({ enabled, select: (p) => Object.keys(p.userPermissions).length });
  return <p>{permissions.data === undefined ? "not asked" : `${permissions.data} club`}</p>;
}

function ClubRecordViews() {
  const record = useClub(clubId);
  const timeZone = useClubTimeZone();
  const name = useClubName(clubId);
  return (
    <p>
      {record.data?.name ?? "…"} in {timeZone.data ?? "…"}, menu: {name.data ?? "…"}
    </p>
  );
}

function NoClubViews() {
  const { api } = usePlatform();
  const name = useClubName("");
  const role = useMyRole("");
  return (
    <p>
      {name.fetchStatus}/{role.fetchStatus} {clubNameQuery(api, "c1").queryKey.join(".")}{" "}
      {myRoleQuery(api, "c1").queryKey.join(".")}
    </p>
  );
}

function RoleName() {
  return <p>{useMyRole(clubId, { select: (r) => r.list[0]?.roleName }).data ?? "…"}</p>;
}

function BlankName() {
  return <p>{useClubName(clubId).data === "" ? "no name" : "…"}</p>;
}

const Off = () => <PermissionsGate enabled={false} />;
const On = () => <PermissionsGate enabled />;

const count = (sent: { key: string }[], key: string) => sent.filter((request) => request.key === key).length;

test("the account's clubs: one read and one shape (the whole list) for every screen's own view", async () => {
  const { sent, platform } = renderScreen(ClubViews, {
    route: "/home",
    routes: { "GET /api/v1.0/clubs": ok(clubList) },
  });
  await screen.findByText("2 cards, 1 owned, more: false");
  expect(count(sent, "GET /api/v1.0/clubs")).toBe(1);
  expect(platform.queries.getQueryData(sharedKeys.clubs())).toEqual(clubList);
  // A screen that needs the data before it renders (prefetching, a test) gets the same shape under the same key.
  await expect(platform.queries.ensureQueryData(clubsQuery(platform.api))).resolves.toEqual(clubList);
  expect(count(sent, "GET /api/v1.0/clubs")).toBe(1);
});

test("the account's clubs narrowed by name are their own entry, under the clubs key a save refreshes", async () => {
  const { sent, platform } = renderScreen(ClubSearch, {
    route: "/home",
    routes: { "GET /api/v1.0/clubs": ok({ list: clubList.list.slice(1), more: false }) },
  });
  await screen.findByText("1 found");
  expect(sent[0]?.config.params).toEqual({ q: "Hanoi" });
  await platform.queries.invalidateQueries({ queryKey: sharedKeys.clubs() });
  await waitFor(() => expect(count(sent, "GET /api/v1.0/clubs")).toBe(2));
});

test("the user: the menu's name and the profile's record are views of one read", async () => {
  const { sent, platform } = renderScreen(UserViews, {
    route: "/profile",
    routes: { "GET /api/v1.0/users": ok(user) },
  });
  await screen.findByText("Minjun Kim / owner@example.com");
  expect(count(sent, "GET /api/v1.0/users")).toBe(1);
  expect(platform.queries.getQueryData(userQuery(platform.api).queryKey)).toEqual(user);
});

test("permissions: the session answer, under the account's permissions key, only when asked for", async () => {
  const answer = {
    isBusinessOwner: false,
    isAdmin: false,
    userPermissions: { [clubId]: { RESERVATION: { read: true } } },
  };
  const off = renderScreen(Off, { route: "/home" });
  screen.getByText("not asked");
  expect(off.sent).toEqual([]);
  off.unmount();
  const { platform } = renderScreen(On, {
    route: "/home",
    routes: { "GET /api/v1.0/users/permissions": ok(answer) },
  });
  await screen.findByText("1 club");
  expect(platform.queries.getQueryData(permissionsQuery(platform.api).queryKey)).toEqual(answer);
});

test("a club's record and its time zone are one read; a change to the club refreshes its name too", async () => {
  const club = { clubId, name: "Seoul Hills", timeZone: "Asia/Seoul" };
  const { sent, platform } = renderScreen(ClubRecordViews, {
    route: "/golf-info",
    session: { clubId },
    routes: {
      [`GET /api/v1.0/clubs/${clubId}`]: ok(club),
      "GET /api/v1.0/club": ok({ clubname: "Seoul Hills" }),
    },
  });
  await screen.findByText("Seoul Hills in Asia/Seoul, menu: Seoul Hills");
  expect(count(sent, `GET /api/v1.0/clubs/${clubId}`)).toBe(1);
  expect(platform.queries.getQueryData(clubQuery(platform.api, clubId).queryKey)).toEqual(club);
  await platform.queries.invalidateQueries({ queryKey: sharedKeys.club(clubId) });
  await waitFor(() => expect(count(sent, "GET /api/v1.0/club")).toBe(2));
});

test("a club's name is empty when the answer carries none, and nothing of a club is asked without one", async () => {
  const { sent, platform } = renderScreen(NoClubViews, { route: "/home" });
  screen.getByText("idle/idle club.c1.club.name club.c1.my-role");
  expect(sent).toEqual([]);
  const blank = renderScreen(BlankName, {
    route: "/home",
    routes: { "GET /api/v1.0/club": ok({}) },
  });
  await blank.findByText("no name");
  expect(platform.queries.getQueryData(sharedKeys.clubName(clubId))).toBeUndefined();
});

test("the caller's role in a club, under that club's key", async () => {
  const role = {
    list: [{ roleName: "Front desk", accessCode: "RESERVATION" }],
    roleAccessCnt: 1,
    roleAccessKindCnt: 1,
  };
  const { sent, platform } = renderScreen(RoleName, {
    route: "/home",
    routes: { "GET /api/v1.0/users/role": ok(role) },
  });
  await screen.findByText("Front desk");
  expect(sent[0]?.config.params).toEqual({ clubId });
  expect(platform.queries.getQueryData(sharedKeys.myRole(clubId))).toEqual(role);
});
