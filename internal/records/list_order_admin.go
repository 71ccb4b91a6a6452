package records

import "github.com/vitrina/vitrina/internal/platformclient"

// Ordering puts an admin list's query in the order its user chose; the CMS owns the allow-list of
// sortable columns and the tie-break, so the lists here take it rather than repeat it.
type Ordering func(*platformclient.Query) *platformclient.Query
