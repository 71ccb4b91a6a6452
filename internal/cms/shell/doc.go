// Package web owns the CMS's HTTP layer: server-side sessions, sign-in and sign-out with their rate
// limit, the admin JSON endpoints (/api/admin_roles_api.php, /api/update_employee_role.php), the
// account pages (change password, forgot and reset password, recovery links), first-run setup, and
// the admin shell whose navigation follows each role's view permissions. Templates and static files
// are embedded. It reaches the data platform only through the cms Service and its platform client.
package shell
