/**
 * Error and field-issue codes the API answers with. Clients switch on `code`, never on the message text,
 * so wording can change per language without breaking them.
 */
export const errorCodes = [
  "malformed_request",
  "unsupported_media_type",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "payload_too_large",
  "throttled",
  "internal_error",
  "email_duplicated",
  "signup_failed",
  "signup_token_invalid",
  "login_failed",
  "account_inactive",
  "reset_token_invalid",
  "incorrect_password",
  "resend_failed",
  "reauthentication_required",
  "not_business_account",
  "account_gate",
  "role_name_duplicated",
  "role_in_use",
  "staff_email_unknown",
  "staff_email_unverified",
  "staff_not_employee",
  "role_setting_required",
  "staff_duplicated",
  "grant_beyond_own",
  "role_beyond_own",
  "member_beyond_own",
  "own_membership",
  "online_booking_closed",
  "club_change_orphans_bookings",
  "server_busy",
  "not_ready",
  "schedule_overlap",
  "schedule_modify_failed",
  "schedule_required",
  "schedule_busy",
  "tier_name_duplicated",
  "tier_in_use",
  "customer_email_duplicated",
  "membership_save_failed",
  "slot_full",
  "reservation_status_conflict",
  "tee_time_not_for_sale",
  "reservation_changed",
  "idempotency_key_reused",
  "hold_limit_reached",
  "hold_expired",
  "export_too_large",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Messages attached to zod checks in each domain's `schemas.ts` (`contracts/domains`); the API translates them per
 * request language and the forms show them through the same catalogue.
 */
export const issueCodes = [
  "required",
  "invalid_value",
  "unknown_field",
  "too_long",
  "too_short",
  "digits_only",
  "phone_too_short",
  "email_invalid",
  "password_min",
  "password_confirm_mismatch",
  "reset_password_invalid",
  "reset_password_confirm_mismatch",
  "certificate_required",
  "certificate_too_large",
  "certificate_type",
  "course_required",
  "fee_required",
  "tee_up_time_invalid",
  "tee_up_limit",
  "image_too_large",
  "image_type",
  "schedule_date_invalid",
  "schedule_dates_invalid",
  "schedule_range_too_long",
  "schedule_times_invalid",
  "schedule_weekdays_required",
  "schedule_modify_nothing",
  "schedule_dates_list_invalid",
  "schedule_outside_tee_up",
  "schedule_green_fee_unknown",
  "membership_name_length",
  "membership_name_characters",
  "customer_email_invalid",
  "date_invalid",
  "tier_unknown",
  "csv_unreadable",
  "csv_columns",
  "csv_too_many_rows",
  "csv_formula",
  "reservation_players_invalid",
  "reservation_course_unknown",
  "reservation_held_first_invalid",
  "reservation_days_ahead_invalid",
  "reservation_held_times_invalid",
  "reservation_hold_minutes_invalid",
  "reservation_customer_unknown",
  "idempotency_key_invalid",
  "list_range_too_long",
  "cursor_invalid",
] as const;
export type IssueCode = (typeof issueCodes)[number];

/** Plain messages that are answers rather than errors. */
export const noticeCodes = ["email_resent"] as const;
export type NoticeCode = (typeof noticeCodes)[number];

export type MessageCode = ErrorCode | IssueCode | NoticeCode;

export const isMessageCode = (value: string): value is MessageCode =>
  (errorCodes as readonly string[]).includes(value) ||
  (issueCodes as readonly string[]).includes(value) ||
  (noticeCodes as readonly string[]).includes(value);
