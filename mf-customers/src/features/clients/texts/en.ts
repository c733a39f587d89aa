import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    client: "Client list",
    clientProfile: "Client profile",
  },
  clients: {
    lead: "Business accounts waiting for review and those already reviewed.",
    company: "Company",
    name: "Name",
    email: "Email",
    phone: "Phone",
    joined: "Signed up",
    status: "Status",
    statusFilter: "Status",
    all: "All",
    address: "Address",
    statuses: {
      pending: "Pending review",
      active: "Active",
      suspended: "Suspended",
      deleted: "Deleted",
    },
    empty: "No clients with this status.",
    loadFailed: "The clients could not be loaded.",
    missing: "This client does not exist.",
    certificate: "Download certificate",
    changeStatus: "Change status",
    newStatus: "New status",
    description: "Reason for the change",
    saveStatus: "Save status",
    statusLog: "Status log",
    noLog: "No status changes yet.",
    memo: "Memo",
    saveMemo: "Save memo",
    statusSaved: "The status was changed.",
    memoSaved: "The memo was saved.",
    saveFailed: "An error occurred while saving. Please try again.",
    downloadFailed: "The certificate could not be downloaded.",
  },
};

export type ClientsTexts = Shape<typeof en>;
