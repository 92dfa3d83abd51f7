//===--- TypeGraph.cpp - clang-tidy ---------------------------------------===//

#include "TypeGraph.h"
#include "Contract.h"
#include "Markers.h"
#include "ModelUtils.h"
#include "TidyjsonModel.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <deque>

namespace clang::tidy::json {

QualType canonical(QualType T) {
  if (T.isNull())
    return T;
  return T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
}

std::string typeName(QualType T, const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  Policy.SuppressUnwrittenScope = true;
  Policy.SuppressInlineNamespace = true;
  return T.getNonReferenceType().getUnqualifiedType().getAsString(Policy);
}

std::string qualifiedTypeName(QualType T, const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  Policy.SuppressUnwrittenScope = true;
  Policy.SuppressInlineNamespace = true;
  Policy.FullyQualifiedName = true;
  Policy.SuppressScope = false;
  Policy.SuppressDefaultTemplateArgs = true;
  std::string Name = canonical(T).getAsString(Policy);
  // The canonical type has lost the standard aliases; the common ones are
  // exact (default template arguments are already left out), and read as
  // users write them.
  for (const auto &[Long, Short] :
       {std::pair<StringRef, StringRef>{"std::basic_string<char>",
                                        "std::string"},
        {"std::basic_string_view<char>", "std::string_view"}}) {
    for (size_t At = Name.find(Long); At != std::string::npos;
         At = Name.find(Long, At + Short.size()))
      Name.replace(At, Long.size(), Short.str());
  }
  return Name;
}

QualType templateTypeArg(QualType T, unsigned Index) {
  if (T.isNull())
    return {};
  if (const auto *CTSD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          T->getAsCXXRecordDecl())) {
    const TemplateArgumentList &Args = CTSD->getTemplateArgs();
    if (Index < Args.size() && Args[Index].getKind() == TemplateArgument::Type)
      return Args[Index].getAsType();
  }
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (Index < TST->template_arguments().size() &&
        TST->template_arguments()[Index].getKind() == TemplateArgument::Type)
      return TST->template_arguments()[Index].getAsType();
  return {};
}

//===--- Built-in families ------------------------------------------------===//

namespace {
/// Every standard class template and class a family concept names, through
/// the runtime's own helper templates (is_std_array<std::array<U, N>>).
class NamedTypes : public RecursiveASTVisitor<NamedTypes> {
  using Base = RecursiveASTVisitor<NamedTypes>;

public:
  llvm::SmallVector<const Decl *, 4> Found;

  bool VisitType(Type *T) {
    if (const auto *TST = dyn_cast<TemplateSpecializationType>(T))
      addTemplate(TST->getTemplateName().getAsTemplateDecl());
    const QualType C = T->getCanonicalTypeInternal();
    if (const auto *RT = C.isNull() ? nullptr : C->getAs<RecordType>())
      add(RT->getDecl()->getCanonicalDecl());
    return true;
  }
  bool TraverseTemplateName(TemplateName N) {
    addTemplate(N.getAsTemplateDecl());
    return Base::TraverseTemplateName(N);
  }

private:
  static bool inRuntime(const Decl *D) {
    for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
      if (const auto *NS = dyn_cast<NamespaceDecl>(DC);
          NS && NS->getName() == markers::Namespace && NS->getParent() &&
          NS->getParent()->isTranslationUnit())
        return true;
    return false;
  }
  void add(const Decl *D) {
    if (!llvm::is_contained(Found, D))
      Found.push_back(D);
  }
  void addTemplate(const TemplateDecl *TD) {
    const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(TD);
    if (!CTD || llvm::is_contained(Found, CTD->getCanonicalDecl()) ||
        llvm::is_contained(Followed, CTD->getCanonicalDecl()))
      return;
    if (!inRuntime(CTD)) {
      add(CTD->getCanonicalDecl());
      return;
    }
    // A helper of the runtime: what its partial specializations match.
    Followed.push_back(CTD->getCanonicalDecl());
    llvm::SmallVector<ClassTemplatePartialSpecializationDecl *, 2> Partials;
    const_cast<ClassTemplateDecl *>(CTD)->getPartialSpecializations(Partials);
    for (const ClassTemplatePartialSpecializationDecl *P : Partials)
      if (const ASTTemplateArgumentListInfo *Args =
              P->getTemplateArgsAsWritten())
        for (const TemplateArgumentLoc &A : Args->arguments())
          TraverseTemplateArgumentLoc(A);
  }
  llvm::SmallVector<const Decl *, 4> Followed;
};
} // namespace

void BuiltinFamilies::add(const ConceptDecl *Concept) {
  const std::optional<StringRef> Role = markerRole(Concept, markers::Family);
  if (!Role || !Concept->getConstraintExpr())
    return;
  NamedTypes Names;
  Names.TraverseStmt(const_cast<Expr *>(Concept->getConstraintExpr()));
  for (const Decl *D : Names.Found)
    Roles.try_emplace(D, *Role);
}

std::optional<StringRef>
BuiltinFamilies::roleOf(const CXXRecordDecl *RD) const {
  if (auto It = Roles.find(RD->getCanonicalDecl()); It != Roles.end())
    return It->second;
  if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    if (auto It =
            Roles.find(CTSD->getSpecializedTemplate()->getCanonicalDecl());
        It != Roles.end())
      return It->second;
  return std::nullopt;
}

//===--- Classifying ------------------------------------------------------===//

namespace {
enum class Range { None, Elements, SelfSimilar };

/// The members a range is recognized by.
struct RangeMembers {
  bool Begin = false, End = false;
  const TypedefNameDecl *Value = nullptr, *Key = nullptr, *Mapped = nullptr;
};
RangeMembers findRangeMembers(const CXXRecordDecl *Members) {
  RangeMembers Out;
  for (const Decl *Member : Members->decls()) {
    const auto *ND = dyn_cast<NamedDecl>(Member);
    if (!ND || !ND->getDeclName().isIdentifier())
      continue;
    const StringRef N = ND->getName();
    const auto *TD = dyn_cast<TypedefNameDecl>(ND);
    Out.Begin = Out.Begin || N == "begin";
    Out.End = Out.End || N == "end";
    if (TD && N == "value_type")
      Out.Value = TD;
    else if (TD && N == "key_type")
      Out.Key = TD;
    else if (TD && N == "mapped_type")
      Out.Mapped = TD;
  }
  return Out;
}
} // namespace

/// A range as the runtime recognizes it by shape (core/traits.hpp): begin
/// and end members, and either key_type and mapped_type (a map: its keys and
/// values) or value_type (a sequence: its elements, unless they are of its
/// own type). A standard container the translation unit never completed is
/// read from its template: a member type that names a template parameter is
/// that argument; otherwise the standard's layout tells (the key and mapped
/// types, or the element type, come first).
static Range rangeChildren(const CXXRecordDecl *RD,
                           SmallVectorImpl<Edge> &Children, bool Canonical) {
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  const CXXRecordDecl *Members = RD->getDefinition();
  const bool FromPattern = !Members && Spec;
  if (FromPattern)
    Members =
        Spec->getSpecializedTemplate()->getTemplatedDecl()->getDefinition();
  if (!Members)
    return Range::None;
  const RangeMembers M = findRangeMembers(Members);
  if (!M.Begin || !M.End)
    return Range::None;
  auto TypeOf = [&](const TypedefNameDecl *TD, unsigned Position) -> QualType {
    QualType T = TD->getUnderlyingType();
    if (FromPattern) {
      const auto *TTP = T->getAs<TemplateTypeParmType>();
      const unsigned Index =
          TTP && TTP->getDepth() == 0 ? TTP->getIndex() : Position;
      T = templateTypeArg(QualType(Spec->getTypeForDecl(), 0), Index);
      if (T.isNull())
        return {};
    }
    return Canonical ? T.getCanonicalType() : T;
  };
  if (M.Key && M.Mapped) {
    const QualType Key = TypeOf(M.Key, 0), Mapped = TypeOf(M.Mapped, 1);
    if (Key.isNull() || Mapped.isNull())
      return Range::None;
    Children.push_back({Key});
    Children.push_back({Mapped});
    return Range::Elements;
  }
  const QualType Value = M.Value ? TypeOf(M.Value, 0) : QualType();
  if (Value.isNull())
    return Range::None;
  const CXXRecordDecl *Element = Value->getAsCXXRecordDecl();
  if (Element && Element->getCanonicalDecl() == RD->getCanonicalDecl())
    return Range::SelfSimilar;
  Children.push_back({Value});
  return Range::Elements;
}

NodeKind TidyjsonModel::classify(QualType T, SmallVectorImpl<Edge> &Children) {
  if (T.isNull())
    return NodeKind::Unknown;
  const QualType C = canonical(T);
  const Type *Ty = C.getTypePtr();
  if (Ty->isDependentType() || Ty->containsErrors())
    return NodeKind::Unknown;
  if (Ty->getAs<EnumType>()) {
    const Description *D = describe(T);
    return D && D->Kind == DescriptionKind::Enum ? NodeKind::Enum
                                                 : NodeKind::Undescribed;
  }
  if (Ty->isBooleanType() || Ty->isIntegerType() || Ty->isRealFloatingType() ||
      Ty->isNullPtrType())
    return NodeKind::Leaf;
  if (Ty->isPointerType()) {
    const QualType Pointee = Ty->getPointeeType();
    if (Pointee->isCharType())
      return NodeKind::Leaf; // C string
    if (Pointee->isFunctionType() || Pointee->isVoidType())
      return NodeKind::Unknown;
    Children.push_back({Pointee});
    return NodeKind::Container;
  }
  if (const auto *AT = dyn_cast<ConstantArrayType>(Ty)) {
    if (AT->getElementType()->isCharType())
      return NodeKind::Leaf;
    Children.push_back({AT->getElementType()});
    return NodeKind::Container;
  }
  const CXXRecordDecl *RD = Ty->getAsCXXRecordDecl();
  if (!RD || RD->isLambda() || RD->isInvalidDecl())
    return NodeKind::Unknown;
  const NodeKind Kind = classifyRecord(RD, T, Children);
  // A class the model takes for a leaf or does not know, which the
  // runtime's graph gives parts (std::wstring, an array of wchar_t): the
  // runtime walks into them, so does the model.
  if (Kind == NodeKind::Leaf || Kind == NodeKind::Unknown)
    if (llvm::SmallVector<QualType, 2> Parts = runtimeChildren(C);
        !Parts.empty()) {
      Children.clear();
      for (QualType P : Parts)
        Children.push_back({P});
      return NodeKind::Container;
    }
  return Kind;
}

/// The children of a built-in family member, by the family's role.
static NodeKind familyChildren(StringRef Role,
                               const ClassTemplateSpecializationDecl *CTSD,
                               QualType C, SmallVectorImpl<Edge> &Children) {
  if (Role == markers::role::Leaf)
    return NodeKind::Leaf;
  if (!CTSD)
    return NodeKind::Unknown;
  if (Role == markers::role::Wrapper || Role == markers::role::Array) {
    if (const QualType Arg = templateTypeArg(C, 0); !Arg.isNull())
      Children.push_back({Arg});
    return NodeKind::Container;
  }
  for (const TemplateArgument &A : CTSD->getTemplateArgs().asArray()) {
    if (A.getKind() == TemplateArgument::Pack) {
      for (const TemplateArgument &P : A.pack_elements())
        if (P.getKind() == TemplateArgument::Type)
          Children.push_back({P.getAsType()});
    } else if (A.getKind() == TemplateArgument::Type) {
      Children.push_back({A.getAsType()});
    }
  }
  return NodeKind::Container; // alternatives, tuple
}

NodeKind TidyjsonModel::classifyRecord(const CXXRecordDecl *RD, QualType T,
                                       SmallVectorImpl<Edge> &Children) {
  // Descriptions come first, as in the runtime.
  const Description *Poly = polymorphic(T);
  const Description *Desc = describe(T);
  if (Desc && Desc->Kind == DescriptionKind::Converter) {
    if (!Desc->ConverterJson.isNull())
      Children.push_back({Desc->ConverterJson});
    return NodeKind::Converter;
  }
  const bool Object = Desc && Desc->Kind == DescriptionKind::Object;
  if (Poly && Poly->Kind == DescriptionKind::Polymorphic)
    for (const DerivedEntry &E : Poly->Derived)
      Children.push_back({E.Type});
  if (Object)
    for (const FieldUse &F : Desc->Fields)
      if (!F.Skipped && !F.JsonType.isNull())
        Children.push_back({F.JsonType, &F});
  if (Poly && Poly->Kind == DescriptionKind::Polymorphic)
    return NodeKind::Polymorphic;
  if (Object)
    return NodeKind::Object;

  const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  if (std::optional<StringRef> Role = Families.roleOf(RD))
    return familyChildren(*Role, CTSD, canonical(T), Children);
  // Anything else from the standard library (or the runtime itself) is out
  // of this model, but for the standard's ranges: stay silent.
  const std::string Name = qualifiedName(RD);
  const StringRef Qualified = Name;
  if (Qualified.starts_with((markers::Namespace + "::").str()))
    return NodeKind::Unknown;
  if (RD->isInStdNamespace() || Qualified.starts_with("std::") ||
      Qualified.starts_with("__gnu_cxx::")) {
    if (rangeChildren(RD, Children, /*Canonical=*/true) == Range::Elements)
      return NodeKind::Container;
    Children.clear();
    return NodeKind::Unknown;
  }
  if (!RD->hasDefinition())
    return NodeKind::Undescribed;
  return classifyUndescribed(RD->getDefinition(), Children);
}

/// A class of the user's that is not described: a range is written as an
/// array (or an object, for a map), unless its elements are of its own type
/// (nlohmann::json), which the runtime refuses unless it is described or
/// converted. Its data members are what a description would list: they must
/// be serializable too.
NodeKind TidyjsonModel::classifyUndescribed(const CXXRecordDecl *RD,
                                            SmallVectorImpl<Edge> &Children) {
  switch (rangeChildren(RD, Children, /*Canonical=*/false)) {
  case Range::Elements:
    return NodeKind::Container;
  case Range::SelfSimilar:
    Children.clear();
    return NodeKind::Undescribed;
  case Range::None:
    break;
  }
  auto [It, Fresh] = ImpliedFields.try_emplace(RD);
  if (Fresh)
    for (const FieldDecl *FD : RD->fields()) {
      if (!FD->getIdentifier() || FD->isUnnamedBitField())
        continue;
      FieldUse F;
      F.Field = FD;
      F.Name = FD->getName().str();
      F.Owner = RD;
      F.MemberType = F.JsonType = FD->getType();
      It->second.push_back(std::move(F));
    }
  for (const FieldUse &F : It->second)
    Children.push_back({F.JsonType, &F});
  return NodeKind::Undescribed;
}

//===--- Walking the graph ------------------------------------------------===//

void TypeWalk::run(llvm::ArrayRef<QualType> Roots,
                   llvm::function_ref<bool(QualType, NodeKind)> Visit) {
  std::deque<QualType> Queue;
  for (QualType R : Roots) {
    const Type *Key = canonical(R).getTypePtrOrNull();
    if (Key && Parents.try_emplace(Key, Step{QualType(), nullptr}).second)
      Queue.push_back(R);
  }
  while (!Queue.empty()) {
    const QualType T = Queue.front();
    Queue.pop_front();
    llvm::SmallVector<Edge, 8> Children;
    const NodeKind Kind = Model.classify(T, Children);
    if (!Visit(T, Kind))
      continue;
    for (const Edge &E : Children) {
      const Type *Key = canonical(E.Child).getTypePtrOrNull();
      if (Key && Parents.try_emplace(Key, Step{T, E.Field}).second)
        Queue.push_back(E.Child);
    }
  }
}

bool TypeWalk::reached(QualType T) const {
  return Parents.count(canonical(T).getTypePtrOrNull()) != 0;
}

std::string TypeWalk::path(QualType T) const {
  const ASTContext &Ctx = *Model.Ctx;
  llvm::SmallVector<std::string, 8> Parts;
  QualType Cur = T;
  bool LastWasField = false;
  for (int Guard = 0; Guard < 256; ++Guard) {
    auto It = Parents.find(canonical(Cur).getTypePtrOrNull());
    if (It == Parents.end() || It->second.Parent.isNull())
      break;
    Parts.push_back(typeName(Cur, Ctx));
    LastWasField = false;
    if (const FieldUse *F = It->second.Field) {
      const std::string Owner = F->Owner ? F->Owner->getNameAsString()
                                         : typeName(It->second.Parent, Ctx);
      Parts.push_back(Owner + "::" + F->Name);
      LastWasField = true;
    }
    Cur = It->second.Parent;
  }
  // Start at the root unless the first step names its member ("Order::lines").
  if (!LastWasField)
    Parts.push_back(typeName(Cur, Ctx));
  std::reverse(Parts.begin(), Parts.end());
  return llvm::join(Parts, " -> ");
}

} // namespace clang::tidy::json
