package server

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// cmsBrand names the company in the admin's header and titles from the site's appearance settings
// (view templates): its name and logo there, else VITRINA_SITE_NAME, else "Vitrina". A failed read
// keeps the page going with the configured name.
func (s *Server) cmsBrand(ctx context.Context) shell.Brand {
	b := shell.Brand{Name: s.cfg.SiteName}
	if b.Name == "" {
		b.Name = "Vitrina"
	}
	st, err := records.ReadSettings(ctx, s.client)
	if err != nil {
		s.logger.WarnContext(ctx, "admin brand: site settings unreadable", "error", err)
		return b
	}
	if st.NombreSitio != nil && *st.NombreSitio != "" {
		b.Name = *st.NombreSitio
	}
	if st.Logo != nil && *st.Logo != "" {
		b.LogoURL = s.client.PublicURL(records.SettingsBucket, *st.Logo)
	}
	return b
}
