package pages

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/pageblocks"
)

// The editor posts each block as fields b<i>_<name> (i from 0, in the page's order) and their count
// as "bloques_n"; the fields of every type are blockFieldNames. Buttons named "accion" add, move and
// remove blocks on the server (no script needed); static/pages.js does the same in the browser,
// asking the server only for a new block's fields (blockFragment).

// maxFormBlocks bounds the blocks read from one form (pageblocks refuses more than MaxBlocks).
const maxFormBlocks = pageblocks.MaxBlocks + 1

// blockFieldNames are the form fields of a block (each type uses some).
var blockFieldNames = []string{"tipo", "html", "archivo", "alt", "pie", "imagenes", "texto", "enlace", "cantidad", "categoria", "url", "titulo"}

// blockForm is one block of the editor: its fields as typed and its problem, if any.
type blockForm struct {
	Index      int // 0-based, in the field names
	Number     int // 1-based, as the editor and the messages count
	Type       string
	Name       string
	Fields     map[string]string
	Error      string // what is wrong with the block
	ErrorField string // the field Error is about ("" for the whole block)
	First      bool
	Last       bool
	Focus      bool                   // just added: its first field takes the keyboard focus
	Image      string                 // an image block's picture, for its preview ("" when it names no file)
	Pictures   []galleryPicture       // a gallery block's pictures, for the list the editor's script shows
	Categories []shell.CategoryOption // for the blocks shown by category (testimonials, FAQ)
}

// fieldProblem is a block's problem as the form shows it under one field: the message ("" when
// the field is fine) and the id the field points to with aria-describedby.
type fieldProblem struct{ ID, Message string }

// Invalid is the block's problem when it is about the named field ("" for the whole block).
func (b blockForm) Invalid(field string) fieldProblem {
	fp := fieldProblem{ID: fmt.Sprintf("e-b%d_%s", b.Index, field)}
	if b.ErrorField == field {
		fp.Message = b.Error
	}
	return fp
}

// newBlock is a new block of a known type, its first field to be focused, with the defaults of
// what can be chosen for the editor (how many items a list shows), so that it saves as it comes.
func newBlock(typ string) blockForm {
	b := blockForm{Type: typ, Fields: map[string]string{"tipo": typ}, Focus: true}
	switch typ {
	case pageblocks.TypeTestimonials, pageblocks.TypeProjects:
		b.Fields["cantidad"] = "3"
	case pageblocks.TypeClients:
		b.Fields["cantidad"] = "12"
	}
	return b
}

// readBlocks reads the editor's blocks from a posted form.
func readBlocks(r *http.Request) []blockForm {
	n, err := strconv.Atoi(r.FormValue("bloques_n"))
	if err != nil || n < 0 {
		n = 0
	}
	n = min(n, maxFormBlocks)
	out := make([]blockForm, 0, n)
	for i := range n {
		b := blockForm{Fields: map[string]string{}}
		for _, f := range blockFieldNames {
			b.Fields[f] = r.FormValue(fmt.Sprintf("b%d_%s", i, f))
		}
		b.Type = b.Fields["tipo"]
		out = append(out, b)
	}
	return out
}

// numbered sets the positions and names the editor shows, and the categories to choose from.
func numbered(blocks []blockForm, categories []shell.CategoryOption) []blockForm {
	for i := range blocks {
		blocks[i].Index, blocks[i].Number, blocks[i].First, blocks[i].Last = i, i+1, i == 0, i == len(blocks)-1
		blocks[i].Name = pageblocks.NameOf(blocks[i].Type)
		blocks[i].Categories = categories
	}
	return blocks
}

// galleryPicture is one line of a gallery block: the library file it names, its address for a
// thumbnail ("" when the line names no valid file) and its alt text.
type galleryPicture struct{ Ref, URL, Alt string }

// withPictures sets the pictures the editor shows: an image block's preview, a gallery block's list.
func (m *module) withPictures(blocks []blockForm) []blockForm {
	url := func(file string) string {
		if !pageblocks.ValidFile(file) {
			return ""
		}
		return m.Shell.FileURL(pageblocks.SplitFile(file))
	}
	for i, b := range blocks {
		switch b.Type {
		case pageblocks.TypeImage:
			blocks[i].Image = url(strings.TrimSpace(b.Fields["archivo"]))
		case pageblocks.TypeGallery:
			for _, ref := range galleryRefs(b.Fields["imagenes"]) {
				blocks[i].Pictures = append(blocks[i].Pictures, galleryPicture{Ref: ref.Archivo, URL: url(ref.Archivo), Alt: ref.Alt})
			}
		}
	}
	return blocks
}

// storedValue is a block as it will be stored: the typed fields of its type, strings trimmed,
// numbers as numbers (what is not a number is sent as 0, which the type's check refuses with its
// range), rich text sanitized.
func storedValue(b blockForm) map[string]any {
	f := func(name string) string { return strings.TrimSpace(b.Fields[name]) }
	num := func(name string) int64 {
		n, _ := strconv.ParseInt(f(name), 10, 64)
		return n
	}
	v := map[string]any{"tipo": b.Type}
	switch b.Type {
	case pageblocks.TypeText:
		v["html"] = cms.StoredBody(b.Fields["html"]) // "" for the editor's emptied "<p><br></p>": pageblocks asks for the text
	case pageblocks.TypeImage:
		v["archivo"], v["alt"] = f("archivo"), f("alt")
		if p := f("pie"); p != "" {
			v["pie"] = p
		}
	case pageblocks.TypeGallery:
		v["imagenes"] = galleryRefs(b.Fields["imagenes"])
	case pageblocks.TypeButton:
		v["texto"], v["enlace"] = f("texto"), f("enlace")
	case pageblocks.TypeTestimonials:
		v["cantidad"] = num("cantidad")
		if c := num("categoria"); c != 0 {
			v["categoria"] = c
		}
	case pageblocks.TypeClients, pageblocks.TypeProjects:
		v["cantidad"] = num("cantidad")
	case pageblocks.TypeFAQ:
		v["categoria"] = num("categoria")
	case pageblocks.TypeContact:
		if t := f("texto"); t != "" {
			v["texto"] = t
		}
	case pageblocks.TypeVideo:
		v["url"], v["titulo"] = f("url"), f("titulo")
	}
	return v
}

// galleryRefs reads a gallery's lines: "file | alternative text", one image a line.
func galleryRefs(text string) []pageblocks.ImageRef {
	refs := []pageblocks.ImageRef{}
	for line := range strings.SplitSeq(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		file, alt, _ := strings.Cut(line, "|")
		refs = append(refs, pageblocks.ImageRef{Archivo: strings.TrimSpace(file), Alt: strings.TrimSpace(alt)})
	}
	return refs
}

// checkBlocks turns the editor's blocks into the stored bloques value, putting each block's
// problem next to it; ok is false when any block was refused.
func checkBlocks(blocks []blockForm) (json.RawMessage, bool) {
	values := make([]map[string]any, len(blocks))
	for i, b := range blocks {
		values[i] = storedValue(b)
	}
	raw, err := json.Marshal(values)
	if err != nil {
		return nil, false
	}
	_, errs := pageblocks.ParseEach(raw)
	ok := true
	for _, err := range errs {
		var be *pageblocks.BlockError
		if !errors.As(err, &be) {
			continue
		}
		ok = false
		if be.Index == 0 {
			if len(blocks) > 0 {
				blocks[len(blocks)-1].Error = be.Problem
			}
			continue
		}
		blocks[be.Index-1].Error, blocks[be.Index-1].ErrorField = be.Problem, be.Field
	}
	return raw, ok
}

// completeBlocks is a bloques value without its refused blocks.
func completeBlocks(raw json.RawMessage) json.RawMessage {
	good, _ := pageblocks.ParseEach(raw)
	out, err := json.Marshal(good)
	if err != nil || good == nil {
		return json.RawMessage("[]")
	}
	return out
}

// storedBlocks is the editor's view of a stored bloques value.
func storedBlocks(raw json.RawMessage) []blockForm {
	var values []map[string]any
	if json.Unmarshal(raw, &values) != nil {
		return nil
	}
	out := make([]blockForm, 0, len(values))
	for _, v := range values {
		b := blockForm{Fields: map[string]string{}}
		for k, val := range v {
			switch x := val.(type) {
			case string:
				b.Fields[k] = x
			case float64:
				b.Fields[k] = strconv.FormatFloat(x, 'f', -1, 64)
			case []any:
				b.Fields[k] = galleryText(x)
			}
		}
		b.Type = b.Fields["tipo"]
		out = append(out, b)
	}
	return out
}

func galleryText(items []any) string {
	var lines []string
	for _, it := range items {
		if m, ok := it.(map[string]any); ok {
			file, _ := m["archivo"].(string)
			alt, _ := m["alt"].(string)
			lines = append(lines, file+" | "+alt)
		}
	}
	return strings.Join(lines, "\n")
}

// applyAction does an editor button's action on the blocks: "anadir" (with the type in
// nuevo_tipo), "subir-i", "bajar-i", "quitar-i". The answer is the new blocks, and what to tell the
// editor: done (a success) or refused.
func applyAction(blocks []blockForm, action, newType string) (out []blockForm, done, refused string) {
	verb, arg, _ := strings.Cut(action, "-")
	i, err := strconv.Atoi(arg)
	inRange := err == nil && i >= 0 && i < len(blocks)
	switch {
	case verb == "anadir":
		if _, ok := pageblocks.KindOf(newType); !ok {
			return blocks, "", MsgNoBlockType
		}
		if len(blocks) >= pageblocks.MaxBlocks {
			return blocks, "", fmt.Sprintf(MsgTooManyBlocks, pageblocks.MaxBlocks)
		}
		return append(blocks, newBlock(newType)), MsgBlockAdded, ""
	case verb == "subir" && inRange && i > 0:
		blocks[i-1], blocks[i] = blocks[i], blocks[i-1]
	case verb == "bajar" && inRange && i < len(blocks)-1:
		blocks[i], blocks[i+1] = blocks[i+1], blocks[i]
	case verb == "quitar" && inRange:
		blocks = append(blocks[:i], blocks[i+1:]...)
	}
	return blocks, "", ""
}
