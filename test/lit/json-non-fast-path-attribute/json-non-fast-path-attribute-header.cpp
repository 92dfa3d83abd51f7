// A redundant string_enum in a description that other translation units
// include: this one writes Ticket only through an enums::as_string context,
// but another may write it with the default options (enumerations as
// numbers), where removing the attribute would turn "closed" into 1. A run
// that sees one translation unit keeps the attribute and says why; with
// ProjectWideFixes (set by json-tidy --all, which keeps a header edit only
// when every unit that includes the header makes it) the removal is offered.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %S/Inputs/tickets.h %t.dir/tickets.h
// RUN: %check_json_tidy --check-suffix=ONE %s json-non-fast-path-attribute %t -- -- -I %t.dir
// RUN: diff %S/Inputs/tickets.h %t.dir/tickets.h
// RUN: %check_json_tidy --check-suffix=ALL %s json-non-fast-path-attribute %t \
// RUN:   -- -config="{CheckOptions: {ProjectWideFixes: true}}" -- -I %t.dir
// RUN: FileCheck %s --check-prefix=HEADER --strict-whitespace --input-file=%t.dir/tickets.h

#include "tickets.h"

#include <string>

std::string write(const Ticket& t) { return tidyjson::serialize(t, TicketJson{}); }

// CHECK-NOTES-ONE: tickets.h:14:36: warning: tidyjson::string_enum on 'Ticket::status' (a string enum converter resolved at run time) takes 'Ticket' off the fast path of context 'TicketJson'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES-ONE: tickets.h:15:18: note: context 'TicketJson' is declared here
// CHECK-NOTES-ONE: tickets.h:15:18: note: 'Ticket' is a root type of context 'TicketJson'
// CHECK-NOTES-ONE: tickets.h:14:36: note: no automatic fix: it would edit 'tickets.h', which other translation units can include; json-tidy --all --fix makes the edit when every one of them makes it
// CHECK-MESSAGES-ALL: tickets.h:14:36: warning: tidyjson::string_enum on 'Ticket::status'

// HEADER: {{^}}TIDYJSON_TYPE(Ticket, id, (status)){{$}}
// HEADER-NEXT: {{^}}TIDYJSON_CONTEXT(TicketJson, (Ticket), tidyjson::enums::as_string){{$}}
