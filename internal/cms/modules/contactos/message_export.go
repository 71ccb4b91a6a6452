package contactos

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
)

// exportBatch is how many messages one platform request of the export reads.
const exportBatch = 1000

var exportHeader = []string{"id", "recibido", "estado", "nombre", "email", "telefono", "empresa", "asunto", "mensaje", "consentimiento", "respondido_en", "respuesta"}

// export streams the messages the list's filters select as CSV (RFC 4180: CRLF line ends, fields
// quoted when needed) in UTF-8 with a byte-order mark, so spreadsheet programs read the accents.
// It reads in batches by descending id (keyset, no growing offsets) while writing, within one of the
// process's places for downloads (shell's BeginExport).
func (m *module) export(w http.ResponseWriter, r *http.Request) {
	release, ok := m.Shell.BeginExport(w, r)
	if !ok {
		return
	}
	defer release()
	q := Query{Estado: r.URL.Query().Get("estado"), Search: r.URL.Query().Get("q")}
	// The first batch is read before any byte is written, so a platform failure is still a page.
	first, err := m.exportBatch(r.Context(), q, 0)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="mensajes-contacto-`+m.Shell.Now().UTC().Format("2006-01-02")+`.csv"`)
	h.Set("Cache-Control", "no-store")
	if err := writeCSV(r.Context(), w, first, func(ctx context.Context, before int64) ([]records.ContactMessage, error) {
		return m.exportBatch(ctx, q, before)
	}); err != nil {
		// The answer has started: the truncated file is all the user gets; the log says why.
		m.Shell.Logger().WarnContext(r.Context(), "contact export interrupted", "error", err)
	}
}

// exportBatch reads up to exportBatch messages with ids below before (0: from the newest).
func (m *module) exportBatch(ctx context.Context, q Query, before int64) ([]records.ContactMessage, error) {
	rows, err := records.ContactMessagesBefore(ctx, m.Svc.Client(), service(m.Svc), q.filter(), before, exportBatch)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return rows, nil
}

// writeCSV writes the BOM, the header and every batch, fetching the next one after the last id.
func writeCSV(ctx context.Context, w io.Writer, batch []records.ContactMessage, next func(context.Context, int64) ([]records.ContactMessage, error)) error {
	if _, err := io.WriteString(w, "\ufeff"); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	if err := cw.Write(exportHeader); err != nil {
		return err
	}
	for len(batch) > 0 {
		for _, msg := range batch {
			consent := "no"
			if msg.Consentimiento {
				consent = "sí"
			}
			rec := []string{strconv.FormatInt(msg.ID, 10), stamp(&msg.CreatedAt), msg.Estado, msg.Nombre, msg.Email,
				cms.Deref(msg.Telefono), cms.Deref(msg.Empresa), msg.Asunto, msg.Mensaje, consent,
				stamp(msg.RespondidoEn), cms.Deref(msg.Respuesta)}
			for i := range rec {
				rec[i] = SafeCell(rec[i])
			}
			if err := cw.Write(rec); err != nil {
				return err
			}
		}
		cw.Flush()
		if err := cw.Error(); err != nil {
			return err
		}
		if len(batch) < exportBatch {
			return nil
		}
		var err error
		if batch, err = next(ctx, batch[len(batch)-1].ID); err != nil {
			return fmt.Errorf("read next batch: %w", err)
		}
	}
	return nil
}

// SafeCell neutralises a cell a spreadsheet would run as a formula (OWASP "CSV injection"): a value
// starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe, which spreadsheet
// programs show as text.
func SafeCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// stamp is a time as the export writes it (RFC 3339 in UTC), or "" without one.
func stamp(t *time.Time) string {
	if t == nil {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}
