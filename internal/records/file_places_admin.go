package records

import "github.com/vitrina/vitrina/internal/platformclient"

// FilePlaceQuery starts a read of columns of a table that refers to stored files. The media
// library's usage scan names its places (table and columns) in its own declarations, so this one
// query is built from names known only at run time; those declarations are tested against the
// catalog where they are made.
func FilePlaceQuery(c *platformclient.Client, cred platformclient.Credential, table, columns string) *platformclient.Query {
	return c.From(table, cred).Select(columns)
}
