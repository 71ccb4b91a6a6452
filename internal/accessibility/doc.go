// Package accessibility holds the accessibility gate: a test that crawls every admin page (the
// sidebar's links and each list's first forms) and every public page type (the sitemap, the home
// page and the 404 page) in Chromium and runs axe-core on each, failing on any violation of WCAG
// 2.2 A/AA or of axe's best-practice rules, and on any admin page that scrolls sideways on a
// 390 px phone. Because it crawls instead of listing pages, a module added to the sidebar or a page
// type added to the sitemap is checked without touching the test.
//
// axe-core is not vendored: .ci/run installs it from npm next to supabase-js, in
// $VITRINA_NODE_MODULES (default /tmp/vitrina-node/node_modules). Without it the test skips,
// saying how to install it — unless CI is set, where a missing axe-core fails the gate.
package accessibility
