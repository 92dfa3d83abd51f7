//===--- ReadSource.h - clang-tidy ------------------------------*- C++ -*-===//
//
// Where the text of a read comes from: a std::istream passed to the read
// itself, a text read whole from a stream, a FILE* or a file descriptor
// first, or something the check does not advise on (a parameter, a string
// built in memory). And how many elements the input can hold at most, when
// that is known: a string literal (counted) or a fixed-size buffer.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_STREAMING_READSOURCE_H
#define TIDYJSON_CHECKS_STREAMING_READSOURCE_H

#include "streaming/FunctionFacts.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace clang::tidy::json {

struct ReadSource {
  enum Kind {
    /// Nothing to advise on: the text is in memory for other reasons.
    Other,
    /// The read takes its source itself: a std::istream, a FILE*, a file
    /// descriptor.
    Stream,
    /// The read takes a text that was read whole from a stream, a FILE* or a
    /// file descriptor first.
    WholeText,
  };
  Kind K = Other;
  /// Stream: the stream argument. WholeText: the expression that reads the
  /// input whole (the construction or the fread/read call).
  const Expr *From = nullptr;
  /// WholeText: what was read ("a std::istream", "a FILE*", "a file
  /// descriptor").
  llvm::StringRef What;
  /// The most elements the input can hold, when it is bounded: the
  /// top-level elements of a string literal, or (N - 1) / 2 for a buffer of
  /// N bytes (the shortest array of k elements, "[0,...,0]", is 2k + 1
  /// bytes long).
  std::optional<std::uint64_t> MaxElements;
};

/// The source of a read to \p Entry whose first argument is \p Arg.
ReadSource classifySource(const Expr *Arg, const FunctionDecl *Entry,
                          const FunctionFacts &Facts);

/// The number of top-level elements of the JSON array at the start of
/// \p Text (0 when it is not an array); counts commas outside strings and
/// nested values.
std::uint64_t countTopLevelElements(llvm::StringRef Text);

/// Whether \p T (after references and sugar) is the standard class template
/// \p Name (basic_istream, ...) or derived from it.
bool isStdClassOrDerived(QualType T, llvm::StringRef Name);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_STREAMING_READSOURCE_H
