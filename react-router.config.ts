import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    v8_middleware: true,
    // React Router 8's other changes are taken with the move to 8 (it needs Node 22.22 or later),
    // each with the tests it touches; said here, so the build does not ask about them every time.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
