// RUN: %check_json_tidy %s json-non-fast-path-attribute %t
//
// Every note, exactly: the context's declaration, the path from the root that
// reaches the blocked type (several levels deep, through containers,
// optionals and smart pointers), and what the fix would cost when there is
// none. The expected diagnostics are at the end of the file, so that they do
// not move the lines they name.

#include <tidyjson/tidyjson.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ledger {
inline std::string cents_to_json(const long& v) { return std::to_string(v); }
inline tidyjson::result<long> cents_from_json(const std::string& s) { return std::stol(s); }

struct Amount {
  long cents = 0;
  std::string currency;
};
TIDYJSON_TYPE(Amount, (cents, tidyjson::converter_fn<long, std::string>{&cents_to_json, &cents_from_json}), currency)

struct Posting {
  std::string account;
  std::optional<Amount> amount;
};
TIDYJSON_TYPE(Posting, account, amount)

struct Entry {
  std::string memo;
  std::vector<Posting> postings;
};
TIDYJSON_TYPE(Entry, memo, postings)

struct Journal {
  std::map<std::string, std::unique_ptr<Entry>> entries;
};
TIDYJSON_TYPE(Journal, entries)

struct Node {
  std::string name;
  int weight = 0;
};
TIDYJSON_TYPE(Node, name, weight)
}  // namespace ledger

TIDYJSON_CONTEXT(JournalJson, (ledger::Journal))
TIDYJSON_CONTEXT(JournalWriter, (ledger::Journal), tidyjson::generation::fast_path)
TIDYJSON_CONTEXT(GraphJson, (ledger::Node), tidyjson::references::preserve)
TIDYJSON_CONTEXT(JournalMetadata, (ledger::Journal), tidyjson::generation::metadata)

std::string write_all(const ledger::Journal& j, const ledger::Node& n) {
  return tidyjson::serialize(j, JournalJson{}) +
         tidyjson::serialize(n, GraphJson{}) + tidyjson::serialize(j, JournalMetadata{});
}

// The blocked type is a root of the context itself.
namespace ledger {
inline tidyjson::result<long> rate_from_json(const std::string& s) { return std::stol(s); }
struct Rate {
  long basis_points = 0;
};
TIDYJSON_TYPE(Rate, (basis_points, tidyjson::converter_fn<long, std::string>{&cents_to_json, &rate_from_json}))
}  // namespace ledger
TIDYJSON_CONTEXT(RateJson, (ledger::Rate))

// Reported once per context that reaches the blocked member, with the whole
// path from the root; nothing for the metadata-mode context.
// CHECK-NOTES: :25:31: warning: tidyjson::converter_fn on 'Amount::cents' (a type-erased converter chosen at run time) takes 'ledger::Amount' off the fast path of context 'JournalJson'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :51:18: note: context 'JournalJson' is declared here
// CHECK-NOTES: :51:18: note: 'ledger::Amount' is reached through Journal::entries -> std::map<std::string, std::unique_ptr<Entry>> -> std::unique_ptr<ledger::Entry> -> ledger::Entry -> Entry::postings -> std::vector<Posting> -> ledger::Posting -> Posting::amount -> std::optional<Amount> -> ledger::Amount
// CHECK-NOTES: :25:31: warning: tidyjson::converter_fn on 'Amount::cents' (a type-erased converter chosen at run time) takes 'ledger::Amount' off the fast path of context 'JournalWriter'; the context cannot serve it (generation::fast_path) [json-non-fast-path-attribute]
// CHECK-NOTES: :52:18: note: context 'JournalWriter' is declared here
// CHECK-NOTES: :52:18: note: 'ledger::Amount' is reached through Journal::entries -> std::map<std::string, std::unique_ptr<Entry>> -> std::unique_ptr<ledger::Entry> -> ledger::Entry -> Entry::postings -> std::vector<Posting> -> ledger::Posting -> Posting::amount -> std::optional<Amount> -> ledger::Amount
// A context setting is reported at the setting, for every type at once.
// CHECK-NOTES: :53:45: warning: setting tidyjson::references::preserve (reference preservation) keeps every type of context 'GraphJson' off the fast path; they fall back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :67:36: warning: tidyjson::converter_fn on 'Rate::basis_points' (a type-erased converter chosen at run time) takes 'ledger::Rate' off the fast path of context 'RateJson'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :69:18: note: context 'RateJson' is declared here
// CHECK-NOTES: :69:18: note: 'ledger::Rate' is a root type of context 'RateJson'
// CHECK-NOTES-NOT: JournalMetadata
