// Package cms owns the CMS's domain rules: the admin views and standard roles, role names, who is an
// administrator, who may enter the CMS, how an employee's `activo` flag rewrites `sistemas_acceso`,
// and the exact Spanish messages of interface.md and contract §4. Its Service applies those rules by
// calling the data platform through internal/platformclient only; it never touches a table directly.
package cms
