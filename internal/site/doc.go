// Package site owns the public company website served under `/`: the home page, a page per service
// category and per content item (in its layout), testimonials, clients, sitemap.xml and robots.txt,
// rendered on the server with html/template from embedded templates and styles. It reads only
// through the data platform's HTTP interface (internal/platformclient) with the publishable key, so
// it shows exactly what the `anon` role may read, whether the platform is embedded or remote. Pages
// are kept in a bounded in-memory cache that writes through this instance invalidate at once. The
// package also seeds the demo company site of `vitrina serve --demo`.
package site
