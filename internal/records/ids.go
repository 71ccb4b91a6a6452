package records

// idRow is what an insert answers when it asks only for the new row's id.
type idRow struct {
	ID int `json:"id"`
}

// oneID is the id of the one row an insert created.
func oneID(what string, created []idRow, err error) (int, error) {
	if err != nil {
		return 0, wrap(what, err)
	}
	if len(created) != 1 {
		return 0, wrap(what, ErrNotFound)
	}
	return created[0].ID, nil
}

// reference is a foreign key read under the alias ref (a nullable column filtered to its values).
type reference struct {
	Ref *int `json:"ref"`
}

// referenced is the set of ids the references hold.
func referenced(rows []reference) map[int]bool {
	out := map[int]bool{}
	for _, r := range rows {
		if r.Ref != nil {
			out[*r.Ref] = true
		}
	}
	return out
}
