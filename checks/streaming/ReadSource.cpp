//===--- ReadSource.cpp - clang-tidy --------------------------------------===//

#include "ReadSource.h"
#include "support/ASTUtils.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

namespace clang::tidy::json {

bool isStdClassOrDerived(QualType T, llvm::StringRef Name) {
  if (T.isNull())
    return false;
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD)
    return false;
  auto Is = [Name](const CXXRecordDecl *C) {
    return C->isInStdNamespace() && C->getIdentifier() && C->getName() == Name;
  };
  if (Is(RD))
    return true;
  RD = RD->getDefinition();
  if (!RD)
    return false;
  bool Found = false;
  RD->forallBases([&](const CXXRecordDecl *Base) {
    Found = Found || Is(Base);
    return !Found;
  });
  return Found;
}

std::uint64_t countTopLevelElements(llvm::StringRef Text) {
  size_t I = 0;
  while (I < Text.size() && llvm::isSpace(Text[I]))
    ++I;
  if (I == Text.size() || Text[I] != '[')
    return 0;
  unsigned Depth = 1;
  bool Any = false, InString = false;
  std::uint64_t Commas = 0;
  for (++I; I < Text.size(); ++I) {
    const char C = Text[I];
    if (InString) {
      if (C == '\\')
        ++I;
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == ',' && Depth == 1) {
      ++Commas;
      continue;
    }
    if (C == ']' || C == '}') {
      if (--Depth == 0)
        break;
      continue;
    }
    if (!llvm::isSpace(C) && Depth == 1)
      Any = true;
    if (C == '"')
      InString = true;
    else if (C == '[' || C == '{')
      ++Depth;
  }
  return Any ? Commas + 1 : 0;
}

/// The fread/read/pread call that fills \p Buffer, if any.
static const CallExpr *rawReadInto(const VarDecl *Buffer,
                                   const FunctionFacts &Facts) {
  for (const CallExpr *Call : Facts.RawReads) {
    const bool IsFread = Call->getDirectCallee()->getName() == "fread";
    const unsigned Dest = IsFread ? 0 : 1;
    if (Call->getNumArgs() > Dest && baseVariable(Call->getArg(Dest)) == Buffer)
      return Call;
  }
  return nullptr;
}

static ReadSource textOrigin(const Expr *E, const FunctionFacts &Facts,
                             int Depth) {
  ReadSource R;
  E = stripArgument(E);
  if (!E || Depth > 4)
    return R;
  if (const auto *SL = dyn_cast<StringLiteral>(E)) {
    if (SL->getCharByteWidth() == 1)
      R.MaxElements = countTopLevelElements(SL->getString());
    return R;
  }
  // A conversion (std::string to std::string_view): the object converted.
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E))
    if (isa_and_nonnull<CXXConversionDecl>(MC->getMethodDecl()))
      return textOrigin(MC->getImplicitObjectArgument(), Facts, Depth + 1);
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
    for (const Expr *Arg : Construct->arguments())
      if (isStdClassOrDerived(Arg->getType(), "istreambuf_iterator")) {
        R.K = ReadSource::WholeText;
        R.From = E;
        R.What = "a std::istream";
        return R;
      }
    // A view or a copy of another text: std::string_view(buffer, size).
    if (Construct->getNumArgs() >= 1)
      return textOrigin(Construct->getArg(0), Facts, Depth + 1);
    return R;
  }
  // A buffer, or what points into it (buffer.data(), &buffer[0]).
  const VarDecl *Var = baseVariable(E);
  if (!Var)
    return R;
  if (const auto *Array = dyn_cast<ConstantArrayType>(
          Var->getType()->getUnqualifiedDesugaredType());
      Array && Array->getElementType()->isCharType()) {
    const std::uint64_t Bytes = Array->getSize().getZExtValue();
    R.MaxElements = Bytes > 0 ? (Bytes - 1) / 2 : 0;
  }
  if (const CallExpr *Read = rawReadInto(Var, Facts)) {
    R.K = ReadSource::WholeText;
    R.From = Read;
    R.What = Read->getDirectCallee()->getName() == "fread"
                 ? "a FILE*"
                 : "a file descriptor";
    return R;
  }
  if (Var->isLocalVarDecl() && Var->getInit()) {
    ReadSource Init = textOrigin(Var->getInit(), Facts, Depth + 1);
    if (!Init.MaxElements)
      Init.MaxElements = R.MaxElements;
    return Init;
  }
  return R;
}

ReadSource classifySource(const Expr *Arg, const FunctionDecl *Entry,
                          const FunctionFacts &Facts) {
  const Expr *A = stripArgument(Arg);
  if (!A || Entry->getNumParams() == 0)
    return {};
  // A read from a text (a string view) or from a source it reads itself (a
  // stream, a FILE*, a file descriptor).
  const QualType Param = Entry->getParamDecl(0)->getType();
  if (isStdClassOrDerived(Param, "basic_string_view") ||
      isStdClassOrDerived(Param, "basic_string"))
    return textOrigin(A, Facts, 0);
  ReadSource R;
  R.K = ReadSource::Stream;
  R.From = A;
  // A string stream over a literal or a fixed buffer is as bounded as they
  // are.
  const VarDecl *S = baseVariable(A);
  if (S && S->isLocalVarDecl() && S->getInit() &&
      (isStdClassOrDerived(S->getType(), "basic_istringstream") ||
       isStdClassOrDerived(S->getType(), "basic_stringstream")))
    if (const auto *C = dyn_cast<CXXConstructExpr>(stripArgument(S->getInit()));
        C && C->getNumArgs() >= 1)
      R.MaxElements = textOrigin(C->getArg(0), Facts, 1).MaxElements;
  return R;
}

} // namespace clang::tidy::json
