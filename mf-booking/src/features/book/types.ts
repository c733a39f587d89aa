/** What the booking page's steps hand each other: the search, the chosen tee time, the golfer's details. */

/** The date and party size the tee times are searched for (and a waitlist entry is made for). */
export interface Search {
  date: string;
  players: number;
}

/** The tee time the golfer picked, with what the details form and the booking need of it. */
export interface ChosenTime {
  date: string;
  courseId: string;
  courseName: string;
  teeTime: string;
  pricePerPlayerCents: number;
  players: number;
}

/** The golfer's name, phone and email, kept while another time is chosen or the waitlist is joined instead. */
export interface GolferDetails {
  name: string;
  phoneCode: string;
  phoneNumber: string;
  email: string;
}
