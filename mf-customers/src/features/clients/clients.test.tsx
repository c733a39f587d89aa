import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderScreen } from "test-kit/render-screen";
import { ClientProfileScreen } from "./client-profile-screen";

const session = {
  clubId: "aaaaaaaaaaaaaaaaaaaaaaaa",
  userSession: { isBusinessOwner: false, isAdmin: true, userPermissions: {} },
};
const clientId = "dddddddddddddddddddddddd";
const url = `/api/v1.0/clients/${clientId}`;
const ok = (result: unknown) => ({ status: 200, data: { result } });
const client = {
  clientId,
  firstName: "Ji-ho",
  lastName: "Park",
  email: "jiho@example.com",
  companyName: "Hanul Golf Co.",
  companyPhoneCode: "82",
  companyPhoneNumber: "0212345678",
  companyAddress: "12 Teheran-ro",
  companyAddress2: "",
  city: "Seoul",
  state: "",
  status: "pending",
  emailVerified: true,
  createdAt: "2026-11-01T00:00:00.000Z",
  statusLog: [{ status: "pending", date: "2026-11-01T12:00:00.000Z", description: "Signed up" }],
  memo: "",
  hasCertificate: true,
};

afterEach(() => jest.restoreAllMocks());

it("/client-profile reads the client from its address and puts a status change on top of the log", async () => {
  const { sent } = renderScreen(ClientProfileScreen, {
    route: "/client-profile",
    url: `/client-profile?id=${clientId}`,
    session,
    routes: {
      [`GET ${url}`]: ok(client),
      [`PATCH ${url}/status`]: ok({
        ...client,
        status: "suspended",
        statusLog: [
          ...client.statusLog,
          { status: "suspended", date: "2026-11-20T12:30:00.000Z", description: "Certificate unreadable" },
        ],
      }),
    },
  });
  expect(await screen.findByRole("heading", { name: "Hanul Golf Co." })).toBeTruthy();
  await userEvent.click(screen.getByRole("combobox", { name: /New status/ }));
  await userEvent.click(await screen.findByRole("option", { name: "Suspended" }));
  await userEvent.type(screen.getByLabelText("Reason for the change"), "Certificate unreadable");
  await userEvent.click(screen.getByRole("button", { name: "Save status" }));
  expect(await screen.findByText("The status was changed.")).toBeTruthy();
  expect(sent.find((r) => r.key === `PATCH ${url}/status`)?.body).toEqual({
    status: "suspended",
    description: "Certificate unreadable",
  });
  const entries = within(screen.getByRole("list", { name: "Status log" })).getAllByRole("listitem");
  // Each moment as a date of the user's language and a time of the viewer's zone (midday UTC: the same date in any).
  expect(entries.map((e) => e.textContent)).toEqual([
    expect.stringMatching(/^Fri, Nov 20, 2026, \d\d:\d\d · Suspended · Certificate unreadable$/),
    expect.stringMatching(/^Sun, Nov 1, 2026, \d\d:\d\d · Pending review · Signed up$/),
  ]);
}, 30_000);
