// A read in a header: other translation units include the header and may
// compile it otherwise, so a run on one file reports it with the note that
// says why there is no fix; with ProjectWideFixes (json-tidy --all, which
// keeps a header edit only when every unit that includes the header makes
// it) the fix is offered, and the header reads through deserialize_stream.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %S/Inputs/stream_helper.h %t.dir/
// RUN: %check_json_tidy --no-compile --check-suffix=ONE %s json-prefer-streaming %t -- --header-filter='.*' -- -I %t.dir
// RUN: diff %S/Inputs/stream_helper.h %t.dir/stream_helper.h
// RUN: %check_json_tidy --check-suffix=ALL %s json-prefer-streaming %t \
// RUN:   -- --header-filter='.*' -config="{CheckOptions: {ProjectWideFixes: true}}" -- -I %t.dir
// RUN: FileCheck %s --check-prefix=HEADER --strict-whitespace --input-file=%t.dir/stream_helper.h

#include "stream_helper.h"

double use(std::istream& in) { return total_of(in); }

// CHECK-NOTES-ONE: stream_helper.h:18:27: warning: the whole JSON array is read into a temporary 'std::vector<Reading>' only to be iterated once; read its elements one at a time with tidyjson::deserialize_stream [json-prefer-streaming]
// CHECK-NOTES-ONE: stream_helper.h:18:3: note: the only loop over the elements
// CHECK-NOTES-ONE: stream_helper.h:18:27: note: no automatic fix: it would edit 'stream_helper.h', which other translation units can include; json-tidy --all --fix makes the edit when every one of them makes it
// CHECK-MESSAGES-ALL: stream_helper.h:18:27: warning: the whole JSON array is read into a temporary 'std::vector<Reading>'

// HEADER: {{^}}  for (const Reading& r : tidyjson::deserialize_stream<Reading>(in)){{$}}
