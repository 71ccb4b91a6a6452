package cms

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// DepartmentNames lists the departments' names (table departamentos) in their display order: the
// choices of an employee's department. Modules never import one another, so the list the
// departamentos module manages is read here for the employee form.
func (s *Service) DepartmentNames(ctx context.Context, token string) ([]string, error) {
	var rows []struct{ Nombre string }
	if _, err := s.client.From("departamentos", platformclient.AsUser(token)).Select("nombre").Order("orden", false).
		Order("nombre", false).Get(ctx, &rows); err != nil {
		return nil, PlatformFailure(err)
	}
	names := make([]string, len(rows))
	for i, r := range rows {
		names[i] = r.Nombre
	}
	return names, nil
}
