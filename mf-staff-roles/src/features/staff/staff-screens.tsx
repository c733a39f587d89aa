import { StaffListScreen } from "./staff-list-screen";

/** /staff: the selected club's staff. */
export const StaffScreen = () => <StaffListScreen all={false} />;

/** /staff-all: staff of every club the user owns (administrators: every club). */
export const AllStaffScreen = () => <StaffListScreen all />;
