import { CALLING_CODES, countryCodeOf } from "contracts/domains/common/countries";
import { tierDiscountOf } from "contracts/domains/pricing/booking";
import { BOOKING_CUSTOMERS_MAX, type BookingCustomer } from "contracts/domains/reservations/schemas";
import type { AppContext } from "../../context";
import type { ClubDoc } from "../../repositories/clubs-repository";

/** The last four digits behind dots: enough for the desk to tell two customers apart, not to call them. */
export const maskedMobile = (mobile: string) => `••••${mobile.slice(-4)}`;

/** Customers of the club matching part of a name, email or mobile, with the tier a booking for them is priced by. */
export async function bookingCustomers(
  ctx: AppContext,
  club: ClubDoc,
  q: string,
  showContact: boolean,
): Promise<BookingCustomer[]> {
  const [customers, tiers] = await Promise.all([
    ctx.repos.customers.search(club._id, q, BOOKING_CUSTOMERS_MAX),
    ctx.repos.membershipTiers.listForClub(club._id),
  ]);
  return customers.map((customer) => {
    const tier = tiers.find((t) => t._id.equals(customer.tierId));
    return {
      customerId: customer._id.toHexString(),
      name: customer.name,
      email: showContact ? customer.email : "",
      mobile: showContact ? customer.mobile : maskedMobile(customer.mobile),
      contactHidden: !showContact,
      phoneCode: customer.country ? CALLING_CODES[countryCodeOf(customer.country)] : "",
      tierName: tier?.name ?? "",
      tier: tier ? tierDiscountOf(tier) : null,
    };
  });
}
