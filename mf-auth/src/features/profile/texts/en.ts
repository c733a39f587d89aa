import type { Shape } from "platform/i18n/texts";

export const en = {
  profile: {
    title: "My Profile",
    editTitle: "Edit profile",
    edit: "Edit profile",
    editNotAllowed: "Editing your profile needs the account permission. Ask your club's owner to grant it.",
    save: "Save",
    cancel: "Cancel",
    loading: "Loading your profile…",
    loadFailed: "Error",
    saved: "Your profile has been saved.",
    saveFailed: "Could not save your profile. Please try again.",
    invalidField: "Please check the value of '{{field}}'.",
    fieldTitles: {
      newPw: "New password",
      newPwConfirm: "Confirm new password",
      companyName: "Company name",
      phoneCode: "Country code",
      phoneNumber: "Phone number",
      city: "City",
      state: "State / Province",
      address1: "Address",
      address2: "Address line 2",
      country: "Country",
    },
    placeholders: {
      companyName: "Green Valley Golf Co.",
      city: "Seoul",
      state: "Seoul",
      address1: "123 Fairway Road",
    },
  },
};

export type ProfileTexts = Shape<typeof en>;
