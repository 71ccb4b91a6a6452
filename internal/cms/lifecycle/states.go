package lifecycle

// The states of an editorial row (column estado), as the platform's catalog spells them.
const (
	Draft     = "borrador"
	Published = "publicado"
	Scheduled = "programado"
	Archived  = "archivado"
)

// State is a state with its Spanish name.
type State struct {
	Value, Name string
}

// States are the states in the order the admin offers them.
var States = []State{
	{Draft, msgStateDraft},
	{Published, msgStatePublished},
	{Scheduled, msgStateScheduled},
	{Archived, msgStateArchived},
}

// Valid reports whether s is one of the states.
func Valid(s string) bool {
	for _, st := range States {
		if st.Value == s {
			return true
		}
	}
	return false
}

// NameOf is the Spanish name of a state ("" for an unknown one).
func NameOf(s string) string {
	for _, st := range States {
		if st.Value == s {
			return st.Name
		}
	}
	return ""
}

// FilterAll is the state filter's label for "every state".
const FilterAll = msgFilterAll
