//===--- Matchers.cpp - clang-tidy ----------------------------------------===//

#include "Matchers.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceManager.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

static const Decl *patternOf(const Decl *D) {
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    if (const FunctionTemplateDecl *Primary = FD->getPrimaryTemplate())
      return Primary->getTemplatedDecl();
    if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
      return Pattern;
  }
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
    if (const CXXRecordDecl *Pattern = RD->getTemplateInstantiationPattern())
      return Pattern;
  }
  return nullptr;
}

static const AnnotateAttr *findMarker(const Decl *D, llvm::StringRef Marker) {
  for (const Decl *Cur = D; Cur; Cur = patternOf(Cur)) {
    for (const auto *A : Cur->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == Marker)
        return A;
    if (patternOf(Cur) == Cur)
      break;
  }
  return nullptr;
}

bool hasMarker(const Decl *D, llvm::StringRef Marker) {
  return D && findMarker(D, Marker) != nullptr;
}

std::optional<std::string> markerArgument(const Decl *D,
                                          llvm::StringRef Marker) {
  if (!D)
    return std::nullopt;
  const AnnotateAttr *A = findMarker(D, Marker);
  if (!A || A->args_size() == 0)
    return std::nullopt;
  const Expr *Arg = (*A->args_begin())->IgnoreParenImpCasts();
  if (const auto *CE = dyn_cast<ConstantExpr>(Arg))
    Arg = CE->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *SL = dyn_cast<StringLiteral>(Arg))
    return SL->getString().str();
  return std::nullopt;
}

static bool nameMatches(const NamedDecl *ND,
                        llvm::ArrayRef<llvm::StringRef> Names) {
  if (Names.empty() || !ND->getDeclName().isIdentifier())
    return false;
  const std::string Qualified = ND->getQualifiedNameAsString();
  for (llvm::StringRef Name : Names) {
    Name = Name.trim();
    Name.consume_front("::");
    if (!Name.empty() && Name == Qualified)
      return true;
  }
  return false;
}

bool isEntryPoint(const FunctionDecl *FD,
                  llvm::ArrayRef<llvm::StringRef> Names) {
  if (!FD)
    return false;
  return hasMarker(FD, "tidyjson::entry") || nameMatches(FD, Names);
}

const FunctionDecl *entryPointOfCall(const CallExpr *Call,
                                     llvm::ArrayRef<llvm::StringRef> Names) {
  if (!Call)
    return nullptr;
  if (const FunctionDecl *Callee = Call->getDirectCallee())
    return isEntryPoint(Callee, Names) ? Callee : nullptr;
  const Expr *CalleeExpr = Call->getCallee();
  if (!CalleeExpr)
    return nullptr;
  CalleeExpr = CalleeExpr->IgnoreParenImpCasts();
  if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(CalleeExpr)) {
    for (const NamedDecl *ND : ULE->decls()) {
      const NamedDecl *Target = ND->getUnderlyingDecl();
      const FunctionDecl *FD = nullptr;
      if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(Target))
        FD = FTD->getTemplatedDecl();
      else
        FD = dyn_cast<FunctionDecl>(Target);
      if (isEntryPoint(FD, Names))
        return FD;
    }
  }
  return nullptr;
}

bool isOptionsRecord(const CXXRecordDecl *RD,
                     llvm::ArrayRef<llvm::StringRef> Names) {
  if (!RD)
    return false;
  if (hasMarker(RD, "tidyjson::options") || nameMatches(RD, Names))
    return true;
  // A class derived from one (a codebase's own AppOptions) holds its cache.
  if (!RD->hasDefinition())
    return false;
  bool Derived = false;
  RD->getDefinition()->forallBases([&](const CXXRecordDecl *Base) {
    if (hasMarker(Base, "tidyjson::options") || nameMatches(Base, Names))
      Derived = true;
    return !Derived;
  });
  return Derived;
}

bool isOptionsType(QualType T, llvm::ArrayRef<llvm::StringRef> Names) {
  if (T.isNull())
    return false;
  T = T.getNonReferenceType();
  const Type *Ty = T->getUnqualifiedDesugaredType();
  if (!Ty)
    return false;
  return isOptionsRecord(Ty->getAsCXXRecordDecl(), Names);
}

/// What ast_matchers::isTemplateInstantiation() matches on a class or
/// function.
static bool isInstantiation(const Decl *D) {
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    return isTemplateInstantiation(RD->getTemplateSpecializationKind());
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    return isTemplateInstantiation(FD->getTemplateSpecializationKind());
  return false;
}

bool isInInstantiation(const Decl *D) {
  while (D) {
    if (isInstantiation(D))
      return true;
    const DeclContext *DC = D->getLexicalDeclContext();
    D = DC ? Decl::castFromDeclContext(DC) : nullptr;
  }
  return false;
}

StatementMatcher possibleEntryCall() {
  return callExpr(anyOf(callee(functionDecl()),
                        callee(expr(ignoringParenImpCasts(
                            unresolvedLookupExpr())))));
}

const Expr *stripArgument(const Expr *E) {
  while (E) {
    const Expr *Next = E->IgnoreParenImpCasts();
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(Next))
      Next = EWC->getSubExpr();
    if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(Next))
      Next = MTE->getSubExpr();
    if (const auto *BTE = dyn_cast<CXXBindTemporaryExpr>(Next))
      Next = BTE->getSubExpr();
    if (Next == E)
      return E;
    E = Next;
  }
  return E;
}

unsigned carrierRank(SourceLocation Loc, const SourceManager &SM) {
  Loc = SM.getExpansionLoc(Loc);
  if (Loc.isInvalid())
    return 2;
  const FileID File = SM.getFileID(Loc);
  bool Invalid = false;
  const StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return 2;
  const unsigned Offset = SM.getFileOffset(Loc);
  const size_t LineStart = Buffer.rfind('\n', Offset == 0 ? 0 : Offset - 1);
  const size_t Begin = LineStart == StringRef::npos ? 0 : LineStart + 1;
  size_t End = Buffer.find('\n', Offset);
  if (End == StringRef::npos)
    End = Buffer.size();
  const StringRef Line = Buffer.slice(Begin, End);
  const size_t PrevStart =
      Begin == 0 ? StringRef::npos : Buffer.rfind('\n', Begin >= 2 ? Begin - 2 : 0);
  const StringRef Previous =
      Begin == 0 ? StringRef()
                 : Buffer.slice(PrevStart == StringRef::npos ? 0 : PrevStart + 1, Begin);
  const StringRef Before = Buffer.take_front(Begin);
  auto Count = [](StringRef Text, StringRef Word) {
    size_t N = 0;
    for (size_t At = Text.find(Word); At != StringRef::npos; At = Text.find(Word, At + 1))
      ++N;
    return N;
  };
  if ((Line.contains("NOLINT") && !Line.contains("NOLINTNEXTLINE") &&
       !Line.contains("NOLINTBEGIN") && !Line.contains("NOLINTEND")) ||
      Previous.contains("NOLINTNEXTLINE") ||
      Count(Before, "NOLINTBEGIN") > Count(Before, "NOLINTEND"))
    return 2;
  return SM.isInMainFile(Loc) ? 0 : 1;
}

} // namespace clang::tidy::json
