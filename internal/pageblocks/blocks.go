package pageblocks

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/richtext"
)

// Limits of a page's blocks.
const (
	MaxBlocks       = 100
	MaxBytes        = 512 << 10 // the whole bloques value
	MaxTextChars    = 100_000
	MaxShortChars   = 300 // alt texts, captions, titles
	MaxButtonChars  = 80
	MaxGallery      = 24
	MaxTestimonials = 12
	MaxClients      = 48
	MaxProjects     = 12
)

// The block types, as stored in the field "tipo".
const (
	TypeText         = "texto"
	TypeImage        = "imagen"
	TypeGallery      = "galeria"
	TypeButton       = "boton"
	TypeTestimonials = "testimonios"
	TypeClients      = "clientes"
	TypeFAQ          = "preguntas"
	TypeProjects     = "proyectos"
	TypeContact      = "formulario_contacto"
	TypeVideo        = "video"
)

// Kind describes one block type: its stored name and its Spanish name.
type Kind struct {
	Type  string
	Name  string
	value func() checker
}

// checker is a block's typed value: it checks itself and names its problem in Spanish, with the
// field it is about (ok when fine).
type checker interface{ check() problem }

// kinds is every block type in the order the editor offers them.
var kinds = []Kind{
	{TypeText, "Texto", func() checker { return &Text{} }},
	{TypeImage, "Imagen", func() checker { return &Image{} }},
	{TypeGallery, "Galería", func() checker { return &Gallery{} }},
	{TypeButton, "Botón", func() checker { return &Button{} }},
	{TypeTestimonials, "Testimonios", func() checker { return &Testimonials{} }},
	{TypeClients, "Clientes", func() checker { return &Clients{} }},
	{TypeFAQ, "Preguntas frecuentes", func() checker { return &FAQ{} }},
	{TypeProjects, "Proyectos", func() checker { return &Projects{} }},
	{TypeContact, "Formulario de contacto", func() checker { return &Contact{} }},
	{TypeVideo, "Vídeo", func() checker { return &Video{} }},
}

// Kinds lists the block types in the editor's order (a copy).
func Kinds() []Kind { return append([]Kind(nil), kinds...) }

// KindOf is the kind of a stored type name.
func KindOf(typ string) (Kind, bool) {
	for _, k := range kinds {
		if k.Type == typ {
			return k, true
		}
	}
	return Kind{}, false
}

// NameOf is the Spanish name of a block type, or the type itself when unknown.
func NameOf(typ string) string {
	if k, ok := KindOf(typ); ok {
		return k.Name
	}
	return typ
}

// Block is one checked block: its type and its value, one of *Text, *Image, *Gallery, *Button,
// *Testimonials, *Clients, *FAQ, *Projects, *Contact, *Video.
type Block struct {
	Type  string
	Value any
}

// MarshalJSON writes the block as stored: its value's fields, "tipo" first.
func (b Block) MarshalJSON() ([]byte, error) {
	v, err := json.Marshal(b.Value)
	if err != nil {
		return nil, fmt.Errorf("block %s: %w", b.Type, err)
	}
	return v, nil
}

// Text is rich text; the CMS sanitizes it before storing and the site again before showing it.
type Text struct {
	Tipo string `json:"tipo"`
	HTML string `json:"html"`
}

// ImageRef is a file of a public bucket ("bucket/path") with its alternative text.
type ImageRef struct {
	Archivo string `json:"archivo"`
	Alt     string `json:"alt"`
}

// Image is one picture with an optional caption.
type Image struct {
	Tipo    string `json:"tipo"`
	Archivo string `json:"archivo"`
	Alt     string `json:"alt"`
	Pie     string `json:"pie,omitempty"`
}

// Gallery is a grid of pictures.
type Gallery struct {
	Tipo     string     `json:"tipo"`
	Imagenes []ImageRef `json:"imagenes"`
}

// Button is a call to action: a link styled as a button.
type Button struct {
	Tipo   string `json:"tipo"`
	Texto  string `json:"texto"`
	Enlace string `json:"enlace"`
}

// Testimonials shows the latest testimonials, of one service category when Categoria is set.
type Testimonials struct {
	Tipo      string `json:"tipo"`
	Cantidad  int    `json:"cantidad"`
	Categoria int64  `json:"categoria,omitempty"`
}

// Clients is a strip of client logos.
type Clients struct {
	Tipo     string `json:"tipo"`
	Cantidad int    `json:"cantidad"`
}

// FAQ shows the questions of a service category (module preguntas).
type FAQ struct {
	Tipo      string `json:"tipo"`
	Categoria int64  `json:"categoria"`
}

// Projects shows the latest case studies (module proyectos).
type Projects struct {
	Tipo     string `json:"tipo"`
	Cantidad int    `json:"cantidad"`
}

// Contact invites the reader to the contact page (/contacto), with an optional button text.
type Contact struct {
	Tipo  string `json:"tipo"`
	Texto string `json:"texto,omitempty"`
}

// Video embeds a YouTube or Vimeo video in privacy mode (see EmbedURL).
type Video struct {
	Tipo   string `json:"tipo"`
	URL    string `json:"url"`
	Titulo string `json:"titulo"`
}

// ContactPath is where the contact block leads.
const ContactPath = "/contacto"

// DefaultContactText is the contact block's button without a text of its own.
const DefaultContactText = "Escríbanos"

// ButtonText is the contact block's button text.
func (c *Contact) ButtonText() string {
	if strings.TrimSpace(c.Texto) == "" {
		return DefaultContactText
	}
	return c.Texto
}

// problem is what is wrong with a block, and the field it is about ("" for the whole block).
type problem struct{ field, msg string }

func tooLong(field, s string, limit int) problem {
	if utf8.RuneCountInString(s) > limit {
		return problem{field, fmt.Sprintf(msgTooLongField, field, limit)}
	}
	return problem{}
}

func (t *Text) check() problem {
	switch {
	case richtext.Blank(t.HTML): // the editor's emptied "<p><br></p>" too, through the API as in the form
		return problem{"html", msgTextEmpty}
	case utf8.RuneCountInString(t.HTML) > MaxTextChars:
		return problem{"html", fmt.Sprintf(msgTextTooLong, MaxTextChars)}
	}
	return problem{}
}

func (r ImageRef) check() problem {
	switch {
	case strings.TrimSpace(r.Archivo) == "":
		return problem{"archivo", msgFileRequired}
	case !ValidFile(r.Archivo):
		return problem{"archivo", fmt.Sprintf(msgFileInvalid, r.Archivo)}
	case strings.TrimSpace(r.Alt) == "":
		return problem{"alt", msgAltRequired}
	}
	return tooLong("alt", r.Alt, MaxShortChars)
}

func (i *Image) check() problem {
	if p := (ImageRef{i.Archivo, i.Alt}).check(); p.msg != "" {
		return p
	}
	return tooLong("pie", i.Pie, MaxShortChars)
}

func (g *Gallery) check() problem {
	if len(g.Imagenes) == 0 || len(g.Imagenes) > MaxGallery {
		return problem{"imagenes", fmt.Sprintf(msgGalleryCount, MaxGallery)}
	}
	for n, img := range g.Imagenes {
		if p := img.check(); p.msg != "" {
			return problem{"imagenes", fmt.Sprintf(msgGalleryItem, n+1, p.msg)}
		}
	}
	return problem{}
}

func (b *Button) check() problem {
	switch {
	case strings.TrimSpace(b.Texto) == "":
		return problem{"texto", msgButtonText}
	case !ValidLink(b.Enlace):
		return problem{"enlace", msgButtonLink}
	}
	return tooLong("texto", b.Texto, MaxButtonChars)
}

func countIn(n, limit int) problem {
	if n < 1 || n > limit {
		return problem{"cantidad", fmt.Sprintf(msgCountRange, limit)}
	}
	return problem{}
}

func (t *Testimonials) check() problem {
	if t.Categoria < 0 {
		return problem{"categoria", msgCategoryID}
	}
	return countIn(t.Cantidad, MaxTestimonials)
}

func (c *Clients) check() problem { return countIn(c.Cantidad, MaxClients) }

func (f *FAQ) check() problem {
	if f.Categoria <= 0 {
		return problem{"categoria", msgCategoryNeeded}
	}
	return problem{}
}

func (p *Projects) check() problem { return countIn(p.Cantidad, MaxProjects) }

func (c *Contact) check() problem { return tooLong("texto", c.Texto, MaxButtonChars) }

func (v *Video) check() problem {
	if _, ok := EmbedURL(v.URL); !ok {
		return problem{"url", msgVideoURL}
	}
	if strings.TrimSpace(v.Titulo) == "" {
		return problem{"titulo", msgVideoTitle}
	}
	return tooLong("titulo", v.Titulo, MaxShortChars)
}

// BlockError is a refused block: its position (1-based), type and what is wrong, in Spanish, and
// the field the problem is about ("" when it is about the whole block).
type BlockError struct {
	Index   int // 0 for a problem of the whole list
	Type    string
	Field   string
	Problem string
}

func (e *BlockError) Error() string {
	if e.Index == 0 {
		return e.Problem
	}
	name := NameOf(e.Type)
	if name == "" {
		name = "sin tipo"
	}
	return fmt.Sprintf(msgBlockPrefix, e.Index, name, e.Problem)
}

// Parse checks a stored or submitted bloques value (a JSON array; null or empty is no blocks) and
// returns its blocks; the first problem is a *BlockError naming the block.
func Parse(data []byte) ([]Block, error) {
	blocks, errs := ParseEach(data)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return blocks, nil
}

// ParseEach is Parse that goes on past a bad block: the good blocks, and one *BlockError per bad one
// (the public site shows what it can of a row written around the platform's check).
func ParseEach(data []byte) ([]Block, []error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || bytes.Equal(trimmed, []byte("null")) {
		return nil, nil
	}
	if len(data) > MaxBytes {
		return nil, []error{&BlockError{Problem: fmt.Sprintf(msgTooLarge, MaxBytes>>10)}}
	}
	var raws []json.RawMessage
	if err := json.Unmarshal(trimmed, &raws); err != nil {
		return nil, []error{&BlockError{Problem: msgNotArray}}
	}
	if len(raws) > MaxBlocks {
		return nil, []error{&BlockError{Problem: fmt.Sprintf(msgTooMany, MaxBlocks)}}
	}
	var (
		blocks []Block
		errs   []error
	)
	for i, raw := range raws {
		b, err := parseOne(i+1, raw)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		blocks = append(blocks, b)
	}
	return blocks, errs
}

func parseOne(index int, raw json.RawMessage) (Block, error) {
	var head struct {
		Tipo *string `json:"tipo"`
	}
	if err := json.Unmarshal(raw, &head); err != nil || head.Tipo == nil || !bytes.HasPrefix(bytes.TrimSpace(raw), []byte("{")) {
		return Block{}, &BlockError{Index: index, Problem: msgNotObject}
	}
	typ := *head.Tipo
	kind, ok := KindOf(typ)
	if !ok {
		return Block{}, &BlockError{Index: index, Type: typ, Problem: fmt.Sprintf(msgUnknownType, typ, typeList())}
	}
	value := kind.value()
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(value); err != nil {
		return Block{}, &BlockError{Index: index, Type: typ, Problem: decodeProblem(err)}
	}
	if p := value.check(); p.msg != "" {
		return Block{}, &BlockError{Index: index, Type: typ, Field: p.field, Problem: p.msg}
	}
	return Block{Type: typ, Value: value}, nil
}

// decodeProblem turns a decoding error into a Spanish message naming the field.
func decodeProblem(err error) string {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		return fmt.Sprintf(msgBadField, typeErr.Field)
	}
	if field, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return fmt.Sprintf(msgUnknownField, strings.Trim(field, `"`))
	}
	return msgNotObject
}

func typeList() string {
	names := make([]string, 0, len(kinds))
	for _, k := range kinds {
		names = append(names, k.Type)
	}
	return strings.Join(names, ", ")
}
