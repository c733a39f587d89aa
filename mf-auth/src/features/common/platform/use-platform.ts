/** The one place the screens reach the platform contract; everything else imports from here. */
export { PlatformContext, usePlatform } from "platform/remote/platform-context";
