#include <tidyjson/tidyjson.hpp>
#include <string>

struct Event {
  std::string name;
  int level = 0;
};
TIDYJSON_TYPE(Event, name, level)

TIDYJSON_CONTEXT(EventJson, (Event), tidyjson::naming::camel_case, tidyjson::generation::fast_path)

std::string g_text;

// 1 dependent call in function template, instantiated
template <class T> T rd1(const std::string& s) { return tidyjson::deserialize<T>(s, EventJson{}); }
// 2 non-dependent call in function template, instantiated
template <class T> Event rd2() { return tidyjson::deserialize<Event>(g_text, EventJson{}); }
// 2b non-dependent call in function template, not instantiated
template <class T> Event rd2b() { return tidyjson::deserialize<Event>(g_text, EventJson{}); }
// 2c non-dependent call with a param
template <class T> Event rd2c(const std::string& s) { return tidyjson::deserialize<Event>(s, EventJson{}); }
// 3 lambdas
Event lam1() { auto f = [] { return tidyjson::deserialize<Event>(g_text, EventJson{}); }; return f(); }
template <class T> Event lam2() { auto f = [] { return tidyjson::deserialize<Event>(g_text, EventJson{}); }; return f(); }
template <class T> T lam3() { auto f = [] { return tidyjson::deserialize<T>(g_text, EventJson{}); }; return f(); }
Event lam4() { auto f = [](auto x) { return tidyjson::deserialize<Event>(g_text, EventJson{}); }; return f(1); }
Event lam5() { auto f = [](auto x) { return tidyjson::deserialize<decltype(x)>(g_text, EventJson{}); }; return f(Event{}); }
// 4 class template member
template <class T> struct Holder {
  T get() { return tidyjson::deserialize<T>(g_text, EventJson{}); }
  Event get2() { return tidyjson::deserialize<Event>(g_text, EventJson{}); }
  Event m = tidyjson::deserialize<Event>(g_text, EventJson{});
  struct Inner { Event in() { return tidyjson::deserialize<Event>(g_text, EventJson{}); } };
};
// 5 global initializer
Event g_event = tidyjson::deserialize<Event>(g_text, EventJson{});
auto g_lambda = [] { return tidyjson::deserialize<Event>(g_text, EventJson{}); };
// 6 default argument
void defarg(Event e = tidyjson::deserialize<Event>(g_text, EventJson{})) {}
template <class T> void defarg2(T e = tidyjson::deserialize<T>(g_text, EventJson{})) {}
// 7 local class in function template
template <class T> Event loc() {
  struct L { Event f() { return tidyjson::deserialize<Event>(g_text, EventJson{}); }
             T g() { return tidyjson::deserialize<T>(g_text, EventJson{}); } };
  L l; l.g(); return l.f();
}
Event loc2() {
  struct L { Event g() { auto f = [](auto u) { return tidyjson::deserialize<decltype(u)>(g_text, EventJson{}); }; return f(Event{}); } };
  L l; return l.g();
}
// 9 variable template
template <class T> Event vt = tidyjson::deserialize<Event>(g_text, EventJson{});
template <class T> T vt2 = tidyjson::deserialize<T>(g_text, EventJson{});
// 10 explicit specialization
template <class T> Event spec() { return {}; }
template <> Event spec<int>() { return tidyjson::deserialize<Event>(g_text, EventJson{}); }
// 11 explicit instantiation
template <class T> T ei(const std::string& s) { return tidyjson::deserialize<T>(s, EventJson{}); }
template Event ei<Event>(const std::string&);
struct NonT { template <class T> T mt() { return tidyjson::deserialize<T>(g_text, EventJson{}); } };

void use() {
  rd1<Event>(""); rd2<int>(); rd2c<int>(""); lam2<int>(); lam3<Event>();
  Holder<Event> h; h.get(); h.get2(); Holder<Event>::Inner().in();
  defarg2<Event>(); loc<Event>(); (void)vt<int>; (void)vt2<Event>; NonT().mt<Event>();
  auto gl = [](auto x) { return tidyjson::deserialize<Event>(g_text, EventJson{}); }; gl(1); gl(2.0);
}

// Calls in templates, lambdas, generic lambdas, class template members, nested and
// local classes, global and member initializers, default arguments, variable
// templates, explicit specializations and instantiations: each call is reported
// once, in the code the user wrote, never per instantiation. The expected
// diagnostics are at the end so that they do not move the lines they name.
// The reads are compile errors outside clang-tidy (that is what the check
// explains), so the file is not compiled after the run.
// RUN: %check_json_tidy --no-compile %s json-missing-registration %t
// CHECK-MESSAGES: :15:57: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :17:41: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :19:42: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :21:62: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :23:37: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :24:56: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :25:52: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :26:45: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :27:45: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :30:20: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :31:25: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :32:13: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :33:38: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :36:17: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :37:29: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :39:23: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :40:39: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :43:33: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :44:29: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :48:55: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :52:31: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :53:28: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :56:40: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :58:56: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :60:50: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// CHECK-MESSAGES: :66:33: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
// The fix is on the first report only, so that it applies (an edit carried
// by every report was dropped by clang-tidy as overlapping).
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(EventJson, (Event), tidyjson::naming::camel_case, tidyjson::generation::both){{$}}
