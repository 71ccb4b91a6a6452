// Package catalog declares the CMS's tables once: their columns and types, keys and defaults, bounds,
// who may read and write them (anon, the views of the permission grid, administrators, the service
// role), per-address limits on what the public inserts, search and lifecycle participation, the
// rules a database trigger would hold (slugs, category cycles, menus, pages, redirects), and the RPC
// functions. The server registers the catalog with the data platform at start-up; the platform
// itself knows no CMS table by name.
package catalog
