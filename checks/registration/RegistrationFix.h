//===--- RegistrationFix.h - clang-tidy -------------------------*- C++ -*-===//
//
// The fixes of json-missing-registration: the description a type is missing
// (a TIDYJSON_TYPE or TIDYJSON_ENUM line right after its definition, and the
// include it needs), a type added to a context's roots, a derived type added
// to a polymorphic registration, a write-only context made to read. Each
// returns its edits, or why there are none.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_REGISTRATION_REGISTRATIONFIX_H
#define TIDYJSON_CHECKS_REGISTRATION_REGISTRATIONFIX_H

#include "clang-tidy/utils/IncludeInserter.h"
#include "model/Description.h"
#include "support/SharedFixes.h"
#include "llvm/ADT/ArrayRef.h"

namespace clang {
class Preprocessor;
namespace tidy::json {

/// The description of \p RD (or of \p ED), written after its definition at
/// namespace scope, with an include of the runtime where the file lacks one.
FixOutcome describeType(const CXXRecordDecl *RD, const EnumDecl *ED,
                        ASTContext &Ctx, Preprocessor *PP,
                        utils::IncludeInserter &Inserter);

/// \p Types added to the root list of the context \p Context declares with
/// its macro, by their qualified names; none when a type is defined after
/// that line (or in a file it does not see).
FixOutcome addRoots(const CXXRecordDecl *Context,
                    llvm::ArrayRef<QualType> Types, ASTContext &Ctx);

/// \p Derived appended to the polymorphic registration \p Base, under its
/// name with a lower-case first letter; no fix when that name is taken, or
/// would be taken by one of \p Others (the other classes derived from the
/// base) too: two types under one name read back as the first.
FixOutcome registerDerived(const Description &Base,
                           const CXXRecordDecl *Derived,
                           llvm::ArrayRef<const CXXRecordDecl *> Others,
                           ASTContext &Ctx);

/// The generation setting of a write-only context switched to `both`, which
/// writes the same and reads too.
FixOutcome switchToBoth(const ContextInfo &Context, ASTContext &Ctx);

} // namespace tidy::json
} // namespace clang

#endif // TIDYJSON_CHECKS_REGISTRATION_REGISTRATIONFIX_H
