// Stands in for react-relay's useFragmentInternal_CURRENT, which it runs only when RelayFeatureFlags
// .ENABLE_ACTIVITY_COMPATIBILITY is off. It is on by default and the app never turns it off (web/vite.config.ts).
export default function activityCompatibilityIsOn() {
  throw new Error('RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY = false is not supported by this build (web/vite.config.ts)');
}
