//===--- MayThrow.h - clang-tidy --------------------------------*- C++ -*-===//
//
// Whether a statement can throw something the loop over a whole container
// would not throw at the same point: a throw, a call of a standard function
// that throws on its arguments (std::stoi, .at(), optional::value(), ...),
// a call through a pointer or std::function, a function declared but not
// defined, or one whose body can (followed a few calls deep). Allocation
// failures are left out: both forms of a loop can throw them.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_STREAMING_MAYTHROW_H
#define TIDYJSON_CHECKS_STREAMING_MAYTHROW_H

#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

#include <string>

namespace clang::tidy::json {

/// The first throw or call in \p S that can throw that way, or null.
const Stmt *findThrowingCall(const Stmt *S, const SourceManager &SM);

/// The name of what \p S (a result of findThrowingCall) calls, quoted, for a
/// note ("'std::stoi'"), or "a throw" / "a call".
std::string throwingCallName(const Stmt *S);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_STREAMING_MAYTHROW_H
