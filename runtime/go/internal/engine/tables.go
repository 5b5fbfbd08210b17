package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
)

// The tables of one revision, as the generator writes them (the revision's entry of
// mcp-errors.json, without its sources).
type tablesJSON struct {
	ID              string `json:"id"`
	Status          string `json:"status"`
	Era             string `json:"era"`
	ProtocolVersion string `json:"protocolVersion"`
	Envelope        struct {
		JSONRPC    string `json:"jsonrpc"`
		IDOptional bool   `json:"idOptional"`
	} `json:"envelope"`
	Conditions  map[string]conditionJSON `json:"conditions"`
	SharedCodes map[string]struct {
		TryInOrder []string `json:"tryInOrder"`
		Fallback   *string  `json:"fallback"`
	} `json:"sharedCodes"`
	TransportFailures map[string]TransportFailure `json:"transportFailures"`
	Bands             []struct {
		From           int    `json:"from"`
		To             int    `json:"to"`
		UndefinedCodes string `json:"undefinedCodes"`
	} `json:"bands"`
	Reserved []struct {
		Code            int    `json:"code"`
		FormerCondition string `json:"formerCondition"`
	} `json:"reserved"`
	ToolInputError struct {
		Form       string  `json:"form"`
		Code       *int    `json:"code"`
		ResultType *string `json:"resultType"`
	} `json:"toolInputError"`
	ResultType struct {
		Required bool    `json:"required"`
		Complete *string `json:"complete"`
	} `json:"resultType"`
	RequestEra       *requestEraJSON `json:"requestEra"`
	Methods          []methodJSON    `json:"methods"`
	RemovedMethods   []string        `json:"removedMethods"`
	GenericCondition string          `json:"genericCondition"`
	RequestChecks    *struct {
		Steps []struct {
			Step      string `json:"step"`
			Condition string `json:"condition"`
		} `json:"steps"`
		NotARequest    string `json:"notARequest"`
		MetaInvalid    string `json:"metaInvalid"`
		Base64Sentinel struct {
			Prefix string `json:"prefix"`
			Suffix string `json:"suffix"`
		} `json:"base64Sentinel"`
		VersionKey     string            `json:"versionKey"`
		VersionsMethod string            `json:"versionsMethod"`
		Messages       map[string]string `json:"messages"`
		Kinds          map[string]string `json:"kinds"`
		MetaKeys       []struct {
			Key      string   `json:"key"`
			Required bool     `json:"required"`
			Type     string   `json:"type"`
			Values   []string `json:"values"`
		} `json:"metaKeys"`
		Headers []struct {
			Name      string              `json:"name"`
			BodyField map[string][]string `json:"bodyField"`
			Base64    bool                `json:"base64"`
		} `json:"headers"`
		ParamHeaders *struct {
			Prefix     string `json:"prefix"`
			Annotation string `json:"annotation"`
			Base64     bool   `json:"base64"`
		} `json:"paramHeaders"`
	} `json:"requestChecks"`
	Translations   map[string]map[string]translationEntry `json:"translations"`
	UndefinedCodes map[string][]undefinedCodeRule         `json:"undefinedCodes"`
}

type conditionJSON struct {
	Code          int             `json:"code"`
	Message       string          `json:"message"`
	Data          json.RawMessage `json:"data"`
	HTTPStatus    *int            `json:"httpStatus"`
	AcceptedCodes []int           `json:"acceptedCodes"`
	Recognition   struct {
		Codes []int  `json:"codes"`
		Rules []rule `json:"rules"`
	} `json:"recognition"`
}

// rule is one way a code that other conditions share is read as a condition.
type rule struct {
	Code          int     `json:"code"`
	Method        *string `json:"method"`
	MethodUnknown string  `json:"methodUnknown"`
	RequiresData  bool    `json:"requiresData"`
	HTTPStatus    *int    `json:"httpStatus"`
}

type translationEntry struct {
	Kind             string `json:"kind"`
	Code             int    `json:"code"`
	Condition        string `json:"condition"`
	HTTPStatus       *int   `json:"httpStatus"`
	TransportFailure string `json:"transportFailure"`
	Reason           string `json:"reason"`
}

type undefinedCodeRule struct {
	From       int    `json:"from"`
	To         int    `json:"to"`
	Condition  string `json:"condition"`
	Code       int    `json:"code"`
	HTTPStatus *int   `json:"httpStatus"`
	Reason     string `json:"reason"`
}

// TransportFailure is a failure the revision's HTTP transport answers before any JSON-RPC
// dispatch, with the status its prose gives.
type TransportFailure struct {
	// Status is the HTTP status to answer with (every transport failure has one).
	Status Status `json:"status"`
	// Condition names the condition whose JSON-RPC error the body may carry; "" where the prose names none.
	Condition string `json:"-"`
	// Summary says what the failure is.
	Summary string `json:"summary"`
	// ClientAction is what a client does on receiving it, where the prose says; "" elsewhere.
	ClientAction string `json:"-"`

	RawCondition    *string `json:"condition"`
	RawClientAction *string `json:"clientAction"`
}

// Condition is a condition of one revision, with what its tables say about it.
type Condition struct {
	Key           string
	Code          int
	Message       string
	Status        Status
	data          *Shape
	acceptedCodes []int
	codes         []int
	rules         []rule
}

type reading struct {
	condition *Condition
	rule      *rule
}

// Revision is one revision's tables, indexed for lookups.
type Revision struct {
	ID              string
	Era             string
	ProtocolVersion string
	t               *tablesJSON
	conditions      map[string]*Condition
	keys            []string
	readings        map[int][]reading
	meta            []metaKey
	headers         []headerRule
}

type metaKey struct {
	key      string
	required bool
	kind     string
	// values are the strings the schema allows; nil where any value of the kind is.
	values []string
}

type headerRule struct {
	name      string
	bodyField map[string][]string
	base64    bool
}

// Load reads a revision's tables as the generator writes them.
func Load(text string) (*Revision, error) {
	var t tablesJSON
	if err := json.Unmarshal([]byte(text), &t); err != nil {
		return nil, err
	}
	r := &Revision{ID: t.ID, Era: t.Era, ProtocolVersion: t.ProtocolVersion, t: &t, conditions: map[string]*Condition{}}
	for key, c := range t.Conditions {
		condition := &Condition{
			Key:           key,
			Code:          c.Code,
			Message:       c.Message,
			acceptedCodes: c.AcceptedCodes,
			codes:         c.Recognition.Codes,
			rules:         c.Recognition.Rules,
		}
		if c.HTTPStatus != nil {
			condition.Status = Status(*c.HTTPStatus)
		}
		if len(c.Data) > 0 && string(c.Data) != "null" {
			decoded, err := Decode(c.Data)
			if err != nil {
				return nil, fmt.Errorf("%s %s: data rule: %w", t.ID, key, err)
			}
			shape, err := dataRule(decoded)
			if err != nil {
				return nil, fmt.Errorf("%s %s: data rule: %w", t.ID, key, err)
			}
			condition.data = shape
		}
		r.conditions[key] = condition
		r.keys = append(r.keys, key)
	}
	sort.Strings(r.keys)
	for key, f := range t.TransportFailures {
		if f.RawCondition != nil {
			f.Condition = *f.RawCondition
		}
		if f.RawClientAction != nil {
			f.ClientAction = *f.RawClientAction
		}
		t.TransportFailures[key] = f
	}
	if _, ok := r.conditions[t.GenericCondition]; !ok {
		return nil, fmt.Errorf("%s has no generic condition %q", t.ID, t.GenericCondition)
	}
	if t.RequestChecks != nil {
		for _, k := range t.RequestChecks.MetaKeys {
			r.meta = append(r.meta, metaKey{key: k.Key, required: k.Required, kind: k.Type, values: k.Values})
		}
		for _, h := range t.RequestChecks.Headers {
			r.headers = append(r.headers, headerRule{name: h.Name, bodyField: h.BodyField, base64: h.Base64})
		}
	}
	r.index()
	return r, nil
}

// MustLoad is Load for the tables the generator embeds, which the generator has checked.
func MustLoad(text string) *Revision {
	r, err := Load(text)
	if err != nil {
		panic("mcp-errors: the generated tables do not load: " + err.Error())
	}
	return r
}

// index lists, per code, the readings a receiver tries in order: the rules first, in the
// order the shared code gives (conditions it leaves out after it, by key), then the condition
// that owns the code.
func (r *Revision) index() {
	r.readings = map[int][]reading{}
	rank := func(code int, key string) int {
		if shared, ok := r.t.SharedCodes[strconv.Itoa(code)]; ok {
			for i, k := range shared.TryInOrder {
				if k == key {
					return i
				}
			}
		}
		return 1000
	}
	var ruled []reading
	for _, key := range r.keys {
		c := r.conditions[key]
		for i := range c.rules {
			ruled = append(ruled, reading{condition: c, rule: &c.rules[i]})
		}
	}
	sort.SliceStable(ruled, func(i, j int) bool {
		return rank(ruled[i].rule.Code, ruled[i].condition.Key) < rank(ruled[j].rule.Code, ruled[j].condition.Key)
	})
	for _, x := range ruled {
		r.readings[x.rule.Code] = append(r.readings[x.rule.Code], x)
	}
	for _, key := range r.keys {
		c := r.conditions[key]
		for _, code := range c.codes {
			r.readings[code] = append(r.readings[code], reading{condition: c})
		}
	}
}

// Condition is the condition of the revision with this key.
func (r *Revision) Condition(key string) (*Condition, bool) {
	c, ok := r.conditions[key]
	return c, ok
}

// Keys are the revision's condition keys, sorted.
func (r *Revision) Keys() []string { return append([]string(nil), r.keys...) }

// TransportFailure is the transport failure with this key.
func (r *Revision) TransportFailure(key string) (TransportFailure, bool) {
	f, ok := r.t.TransportFailures[key]
	return f, ok
}

// TransportFailures are the revision's transport failures, by key: a copy.
func (r *Revision) TransportFailures() map[string]TransportFailure {
	out := make(map[string]TransportFailure, len(r.t.TransportFailures))
	for key, f := range r.t.TransportFailures {
		out[key] = f
	}
	return out
}

// HasRequestChecks says whether the revision has pre-dispatch request checks (a modern revision).
func (r *Revision) HasRequestChecks() bool { return r.t.RequestChecks != nil }

// conditionIn is a condition the engine itself names; the generator guarantees it exists.
func (r *Revision) conditionIn(key string) *Condition {
	if c, ok := r.conditions[key]; ok {
		return c
	}
	return r.conditions[r.Generic()]
}

// Generic is the condition the revision's tables name to stand in for an error that cannot be
// read or forwarded.
func (r *Revision) Generic() string { return r.t.GenericCondition }

var registry = map[string]*Revision{}

// Register makes a revision known by its id; each revision package registers its own.
func Register(r *Revision) *Revision {
	registry[r.ID] = r
	return r
}

// Lookup is the registered revision with this id.
func Lookup(id string) (*Revision, bool) {
	r, ok := registry[id]
	return r, ok
}

// ErrUnknownRevision is returned for a revision id no package registered.
var ErrUnknownRevision = errors.New("unknown MCP revision")

// Get is the registered revision with this id, or an error naming it.
func Get(id string) (*Revision, error) {
	if r, ok := registry[id]; ok {
		return r, nil
	}
	// A caller's id may be of any size: the message repeats at most 64 characters of it.
	return nil, fmt.Errorf("%w: %s", ErrUnknownRevision, shown(id))
}
