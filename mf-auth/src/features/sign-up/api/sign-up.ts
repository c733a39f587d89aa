import { useMutation } from "@tanstack/react-query";
import type { BusinessSignUpData, EmployeeSignUpValues } from "contracts/domains/accounts/forms";
import { createAccountsApi } from "platform/clients/accounts";
import { useClient } from "platform/data/use-client";

/** Creates a business owner's account with the company's details and certificate. */
export function useSignUpBusiness() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["sign-up", "business"],
    mutationFn: (values: BusinessSignUpData) => accounts.signUpBusiness(values),
  });
}

/** Creates an employee's personal account. */
export function useSignUpEmployee() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["sign-up", "employee"],
    mutationFn: (values: EmployeeSignUpValues) => accounts.signUpEmployee(values),
  });
}
